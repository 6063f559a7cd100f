/** Settings of the HTTP client. */
export interface ApiConfig {
  /** Prefix of every request path; '' means the page's own origin. */
  baseUrl: string;
  /** Called once when a token refresh is refused (the session is already cleared). */
  onAuthFailure: () => void;
}

const defaults: ApiConfig = {
  baseUrl: '',
  onAuthFailure: () => window.location.assign('/login'),
};

let config: ApiConfig = { ...defaults };

/** Changes the client's settings; omitted ones keep their current value. */
export function configureApi(options: Partial<ApiConfig>): void {
  config = { ...config, ...options };
}

/** The client's current settings. */
export function getApiConfig(): ApiConfig {
  return config;
}

/** Restores the default settings (for tests). */
export function resetApiConfig(): void {
  config = { ...defaults };
}
