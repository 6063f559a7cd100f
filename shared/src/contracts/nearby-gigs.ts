/** GET /api/gigs/near/?lat=&lng=&radius_km=: active gigs of tutors within the radius, nearest first (the map search). */
export const NEARBY_GIGS_PATH = '/api/gigs/near/';

/** The widest radius of the map search, and how many gigs one search returns at most. */
export const MAX_NEARBY_GIGS_RADIUS_KM = 50;
export const NEARBY_GIGS_LIMIT = 100;

export interface NearbyGigsQuery {
  lat: number;
  lng: number;
  /** Defaults to SEARCH_RADIUS_KM (20). */
  radius_km?: number;
}

/** One gig on the map: where its tutor is (their profile's place), and how far from the searched point. */
export interface NearbyGig {
  id: number;
  title: string;
  subject: string;
  tutor: number;
  teacher: string;
  location: string | null;
  latitude: number;
  longitude: number;
  /** Kilometres from the searched point, one decimal. */
  distance_km: number;
}
