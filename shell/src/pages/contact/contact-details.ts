/** Tutorium's support contact details shown on the Contact page. */
export const SUPPORT_CONTACT = {
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
  phone: '+880 1700-000000',
  email: 'support@tutorium.com',
} as const;
