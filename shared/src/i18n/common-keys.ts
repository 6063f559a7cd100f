/** The translated keys every language must carry (spec section 9). */
export const COMMON_KEYS = [
  'welcome', 'login', 'signup', 'logout', 'dashboard', 'teacher', 'student', 'email', 'password',
  'forgot_password', 'reset_password', 'verify_email', 'send', 'profile', 'messages', 'jobs', 'gigs',
  'points', 'buy_credits', 'search', 'language', 'home',
] as const;
export type CommonKey = (typeof COMMON_KEYS)[number];
