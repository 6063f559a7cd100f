/** The part of Google Identity Services (accounts.google.com/gsi/client) the sign-in button uses. */
export interface GoogleAccountsId {
  initialize(config: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill';
  /** The button's language, e.g. 'ar'. */
  locale?: string;
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

type WindowWithGoogle = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };
const loadedGoogleId = () => (window as WindowWithGoogle).google?.accounts?.id;

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads Google's script once (on demand: only pages that show the button pay for it). */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = loadedGoogleId();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const id = loadedGoogleId();
      if (id) resolve(id);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  }).finally(() => {
    // Once loaded, window.google answers; after a failure the next page visit tries again.
    loading = null;
  });
  return loading;
}
