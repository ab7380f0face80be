# The JAX plugin package (pyproject.toml, built by scikit-build-core): the
# PJRT plugin goes inside the import package axle_jax, where
# axle_jax.library_path() finds it. Only in the component axle_jax, which a
# plain `cmake --install` (make install) leaves out and `pip install .`
# installs alone (install.components). Included after the pjrt_axle target.
if(TARGET pjrt_axle)
  install(TARGETS pjrt_axle LIBRARY DESTINATION axle_jax
          COMPONENT axle_jax EXCLUDE_FROM_ALL)
  # A plugin linked against the shared libaxle carries it along and finds it
  # beside itself.
  get_target_property(pjrt_axle_links pjrt_axle LINK_LIBRARIES)
  if("axle" IN_LIST pjrt_axle_links)
    install(TARGETS axle LIBRARY DESTINATION axle_jax COMPONENT axle_jax EXCLUDE_FROM_ALL)
    set_target_properties(pjrt_axle PROPERTIES INSTALL_RPATH "$ORIGIN")
  endif()
endif()
