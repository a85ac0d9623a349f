/** Modules the build makes (build/mapGeography.ts). */
declare module 'virtual:map-geography' {
  const geography: import('../model/mapGeography').Geography;
  export default geography;
}
