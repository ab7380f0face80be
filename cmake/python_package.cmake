# The JAX plugin package (pyproject.toml, built by scikit-build-core, which
# sets SKBUILD): the PJRT plugin is installed inside the import package
# axle_jax, where axle_jax.library_path() finds it. Component axle_jax only,
# so `pip install .` builds and installs nothing else (install.components).
# Included after the pjrt_axle target.
if(SKBUILD AND TARGET pjrt_axle)
  install(TARGETS pjrt_axle LIBRARY DESTINATION axle_jax COMPONENT axle_jax)
  # A plugin linked against the shared libaxle carries it along and finds it
  # beside itself.
  get_target_property(pjrt_axle_links pjrt_axle LINK_LIBRARIES)
  if("axle" IN_LIST pjrt_axle_links)
    install(TARGETS axle LIBRARY DESTINATION axle_jax COMPONENT axle_jax)
    set_target_properties(pjrt_axle PROPERTIES INSTALL_RPATH "$ORIGIN")
  endif()
endif()
