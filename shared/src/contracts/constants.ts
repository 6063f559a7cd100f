/** Business constants of spec section 9 and the design brief; import them, never retype them. */

export const LANGUAGES = ['en', 'zh', 'hi', 'es', 'fr', 'ar', 'bn', 'pt', 'ru', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar', 'ur'];
/** Native names shown in the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  bn: 'বাংলা',
  pt: 'Português',
  ru: 'Русский',
  ur: 'اردو',
};

/** localStorage keys the spec names: the access token and the stored user. */
export const STORAGE_KEYS = { token: 'token', user: 'user', language: 'i18nextLng' } as const;
/** The cookie that tells the server which prerendered language to send (mirrors the saved choice). */
export const LANGUAGE_COOKIE = 'lang';

export const OTP_LENGTH = 6;
export const OTP_VALIDITY_SECONDS = 300;
export const OTP_RESEND_COOLDOWN_SECONDS = 300;
export const PASSWORD_MIN_LENGTH = 8;

export const WELCOME_GRANT_POINTS = 5;
export const CONTACT_UNLOCK_COST = 1;
export const JOB_POST_COST = 1;
export const FREE_GIGS_PER_TUTOR = 5;
export const EXTRA_GIG_COST = 1;
export const GIG_DESCRIPTION_MIN = 20;
export const GIG_DESCRIPTION_COUNTER_MAX = 500;

export const TUTOR_PAGE_SIZE = 8;
export const SEARCH_RADIUS_KM = 20;
export const LOCATION_LOOKUP_MIN_CHARS = 3;
export const LOCATION_SUGGESTIONS = 5;
export const SUGGESTION_BLUR_CLOSE_MS = 200;

export const REDIRECT_AFTER_SIGNUP_MS = 2000;
export const REDIRECT_AFTER_CODE_RESET_MS = 2000;
export const REDIRECT_AFTER_LINK_RESET_MS = 5000;
export const POST_JOB_MODAL_CLOSE_MS = 1500;
export const POST_GIG_MODAL_CLOSE_MS = 1000;
export const CONTACT_CONFIRMATION_MS = 3000;
export const PROFILE_STATUS_MS = 3000;
export const PASSWORD_STATUS_MS = 5000;

export const CHAT_RECONNECT_START_MS = 1000;
export const CHAT_RECONNECT_MAX_MS = 16000;
export const CHAT_TYPING_CLEAR_MS = 2000;
export const CHAT_PREVIEW_MAX = 40;

export const DASHBOARD_MATCHED_JOBS = 4;
export const DASHBOARD_GIGS = 3;
export const DASHBOARD_FAVORITES = 6;
export const TUTOR_CARD_SUBJECTS = 3;

export const PREMIUM_PRICE_BDT = 500;
export const PREMIUM_DAYS = 30;
export const CURRENCY = 'BDT';

export interface CreditPackage {
  id: number;
  points: number;
  price: number;
  discount: number;
  bonus: number;
}
export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 1, points: 10, price: 10, discount: 0, bonus: 0 },
  { id: 2, points: 20, price: 18, discount: 10, bonus: 0 },
  { id: 3, points: 50, price: 45, discount: 10, bonus: 5 },
  { id: 4, points: 100, price: 80, discount: 20, bonus: 10 },
];


export const JOB_DESCRIPTION_MAX = 5000;
/** Subjects or languages one job may name. */
export const JOB_LIST_FIELD_MAX = 10;
/** Tutors told about one new job at most (the best placed first). */
export const JOB_NOTIFICATION_CAP = 200;
/** How far an in-person job reaches when the student gave no distance. */
export const JOB_DEFAULT_REACH_KM = SEARCH_RADIUS_KM;
