/** The part of geoip-country@5 (which ships no types) that lib/growth/geolocation.ts uses. */
declare module "geoip-country" {
  interface GeoCountry {
    /** ISO 3166-1 alpha-2, upper case. */
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): GeoCountry | null };
  export default geoip;
}
