// The design system every Tutorium app builds its screens from. Its design tokens (tokens.css) are
// loaded once by the page's entry (the shell's, or the standalone harness): @tutorium/shared has no
// side effects but its CSS, so an app bundles only the components it uses.

/** Button in four variants with a loading state; ButtonLink is a router link with the same look. */
export { Button, ButtonLink, buttonClassName } from './button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './button';
/** Labelled input, textarea or select with hint and error text wired to aria-describedby and aria-invalid. */
export { Field } from './field';
export type { FieldProps, InputFieldProps, TextareaFieldProps, SelectFieldProps } from './field';
/** A text box with suggestions (ARIA combobox): click, or arrow keys and Enter, choose one. */
export { SuggestField } from './suggest-field';
export type { Suggestion, SuggestFieldProps } from './suggest-field';
/** Modal dialog that traps focus, closes on Escape or outside click, and gives focus back to its opener. */
export { Modal } from './modal';
export type { ModalProps } from './modal';
/** Spec section 2's Not Enough Points modal: the remote's reason, Cancel, and Buy Points to /buy-points. */
export { InsufficientPointsModal } from './insufficient-points-modal';
export type { InsufficientPointsModalProps } from './insufficient-points-modal';
/** Closes an open disclosure (a menu, a dropdown panel) on Escape or a press outside it. */
export { useDismiss } from './use-dismiss';
/** Tabs with roving focus and arrow-key navigation. */
export { Tabs } from './tabs';
export type { TabsProps, TabItem } from './tabs';
/** Disclosure list of headed items; `single` keeps one open at a time. */
export { Accordion } from './accordion';
export type { AccordionProps, AccordionItem } from './accordion';
/** A round picture, or the name's initial; decorative beside the name. */
export { Avatar } from './avatar';
export type { AvatarProps } from './avatar';
/** Small status label (Verified, Premium, Pending...). */
export { Badge } from './badge';
export type { BadgeProps, BadgeVariant } from './badge';
/** Bordered surface; tone="premium" draws the gold highlight. */
export { SearchBar, searchBarSubmitClassName } from './search-bar';
export { Card } from './card';
export type { CardProps } from './card';
/** Loading placeholder hidden from assistive technology. */
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
/** Nothing-to-show message with an optional action. */
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
/** Error message announced as an alert, with an optional Retry button. */
export { ErrorState } from './error-state';
export type { ErrorStateProps } from './error-state';
/** Toast region provider and the hook that shows auto-dismissing messages. */
export { ToastProvider, DEFAULT_TOAST_MS } from './toast';
export { useToast } from './toast-context';
export type { ToastApi, ToastOptions, ToastVariant } from './toast-context';
