/** The inbox's categories, the filter chips of the Notifications screen. */
export const notificationCategories = ['application', 'interview', 'candidate', 'offer', 'system'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];
