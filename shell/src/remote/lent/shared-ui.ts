// What the shell lends remotes of its design system: the names in shared/build/lent-exports.json,
// which lint holds remotes and the shared modules they bundle to. What only the shell's own pages
// use (tabs, the accordion, the toast region) stays out of the federation runtime's chunk.
export {
  Avatar, Badge, Button, ButtonLink, buttonClassName, Card, EmptyState, ErrorState, Field, InsufficientPointsModal, Modal, SearchBar,
  searchBarSubmitClassName, Skeleton, SuggestField, useToast,
} from '@tutorium/shared/ui';
