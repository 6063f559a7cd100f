import { createContext, useContext } from 'react';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  variant?: ToastVariant;
  /** How long the toast stays, in ms; defaults to 5000. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a message and returns its id. */
  show: (message: string, options?: ToastOptions) => number;
  success: (message: string, options?: Omit<ToastOptions, 'variant'>) => number;
  error: (message: string, options?: Omit<ToastOptions, 'variant'>) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows short-lived messages in the page's toast region; needs a ToastProvider above (the shell and
 * the standalone harness provide one).
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
