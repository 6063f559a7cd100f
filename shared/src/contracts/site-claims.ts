// What the public pages state (their own module: only those pages' chunks carry it, not the
// first bundle of every page).

/** The home page's marketing claims (spec section 1). */
export const MARKETING_CLAIMS = {
  subjects: '9500+',
  skills: '1500+',
  languages: '1000+',
  countries: '170+',
  acceptedTeachers: '55.1%',
} as const;

export const TERMS = { minimumAge: 18, disputeDays: 30 } as const;
