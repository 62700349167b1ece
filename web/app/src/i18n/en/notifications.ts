/**
 * The Notifications screen and the header badge (notificationCenter), and the notification texts the server
 * refers to by key (notifications.<kind>.title / .message, the same texts as read-models/notifications/texts.ts).
 */
export const notificationsEn = {
  notificationCenter: {
    title: 'Notifications',
    subtitle: '%{count} unread notifications',
    badgeLabel: 'Notifications: %{count} unread',
    badgeLabelNone: 'Notifications: none unread',
    markAllRead: 'Mark All Read',
    searchPlaceholder: 'Search notifications',
    searchLabel: 'Search in the title and message',
    readFilter: 'Read status',
    all: 'All',
    unread: 'Unread',
    read: 'Read',
    categoryFilter: 'Category',
    allCategories: 'All categories',
    category: {
      application: 'Application',
      interview: 'Interview',
      candidate: 'Candidate',
      offer: 'Offer',
      system: 'System',
    },
    type: { SUCCESS: 'Success', WARNING: 'Warning', INFO: 'Information', ERROR: 'Error' },
    listLabel: 'Notification list',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    justNow: 'Just now',
    deleteLabel: 'Delete notification: %{title}',
    selectOne: 'Select a notification to view details',
    fields: {
      type: 'Type',
      category: 'Category',
      time: 'Time',
      candidate: 'Candidate',
      position: 'Position',
      score: 'CV score',
      applicationId: 'Application ID',
    },
    viewDetails: 'View Details',
    delete: 'Delete',
    deleted: 'Notification deleted',
    deleteFailed: 'Failed to delete the notification. Please try again.',
    markFailed: 'Failed to update the notification. Please try again.',
    loading: 'Loading notifications...',
    loadFailed: 'Failed to fetch notifications',
    retry: 'Retry',
    empty: 'No notifications found',
  },
  notifications: {
    application: {
      received: { title: 'New application', message: '%{candidateName} applied for %{jobTitle}' },
    },
    analysis: {
      completed: {
        title: 'CV analysis completed',
        message: "%{candidateName}'s CV for %{jobTitle} scored %{score}/100",
      },
      failed: { title: 'CV analysis failed', message: "%{candidateName}'s CV for %{jobTitle} needs a manual review" },
    },
    interview: {
      scheduled: {
        title: 'Interview scheduled',
        message: '%{candidateName} is scheduled for an interview for %{jobTitle}',
      },
      started: { title: 'Interview started', message: "%{candidateName}'s interview for %{jobTitle} has started" },
      completed: {
        title: 'Interview completed',
        message: '%{candidateName} completed the interview for %{jobTitle}',
      },
    },
    offer: {
      extended: { title: 'Offer extended', message: '%{candidateName} received an offer for %{jobTitle}' },
      accepted: { title: 'Candidate hired', message: '%{candidateName} was hired for %{jobTitle}' },
    },
    candidate: {
      withdrew: {
        title: 'Application withdrawn',
        message: '%{candidateName} withdrew the application for %{jobTitle}',
      },
      mentioned: {
        title: 'You were mentioned',
        message: "%{authorName} mentioned you in a note on %{candidateName}'s application for %{jobTitle}",
      },
    },
    system: {
      jobExpired: {
        title: 'Job expired',
        message: '%{jobTitle} passed its deadline and no longer accepts applications',
      },
    },
  },
};
