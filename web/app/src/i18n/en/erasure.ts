/** Erasure (issue #22): the candidate's "Delete my account", the e-mailed link's page, and the "Erased" label. */
export const erasureEn = {
  erased: { label: 'Erased', hint: 'This person asked for their data to be erased.' },
  erasure: {
    title: 'Delete my account and data',
    intro: 'You can have Tawzeef erase your account and everything personal it keeps about you. This cannot be undone.',
    erasedTitle: 'What is erased',
    erasedList:
      'Your account, name, e-mail address and phone number\nYour profile and your CVs (the files too)\n' +
      'Your applications’ contact details, cover letters and what the AI found in your CVs\n' +
      'Interview transcripts and recordings, messages and notes about you',
    keptTitle: 'What stays, without your name',
    keptList:
      'That an application was made to a job, its dates and its statuses, so companies’ figures stay right. ' +
      'Nobody can tell it was you.',
    exportFirst: 'Want a copy first? Download your data before you erase it.',
    start: 'Delete my account and data…',
    password: 'Your password',
    passwordHelp: 'We ask for it again to be sure it is you.',
    understand: 'I understand that my account and data will be erased for good and cannot be restored.',
    submit: 'Erase my account and data',
    cancel: 'Keep my account',
    confirmTitle: 'Erase everything now?',
    confirmBody:
      'Your account will be closed at once and your personal data erased. You will be signed out. This cannot be undone.',
    confirm: 'Yes, erase everything',
    erasing: 'Erasing…',
    wrongPassword: 'That password is not correct. Nothing was erased.',
    failed: 'We could not erase your data just now. Nothing is lost: try again in a moment.',
    rateLimited: 'Too many attempts. Wait a minute, then try again.',
    done: {
      title: 'Your account and data have been erased',
      body:
        'You are signed out. Your personal data can no longer be read by anyone, Tawzeef included. Companies still ' +
        'see that an application existed and its status, marked “Erased”, without your name or contact details.',
      home: 'Go to the home page',
    },
  },
  dataLink: {
    title: 'Your application’s data',
    lead: 'From the link we e-mailed you: download what Tawzeef keeps about this application, or have it erased.',
    application: 'Application for %{job} at %{company}',
    loading: 'Checking your link…',
    invalid: 'This link is not valid or has expired (links work for 24 hours). Ask for a new one below.',
    used: 'This link was used to erase the data. It opens nothing more.',
    loadFailed: 'We could not open your link. Please try again.',
    downloadTitle: 'Download',
    downloadBody:
      'The archive (ZIP) holds a readable PDF, a machine-readable copy (JSON) and your CV. The PDF is also offered alone.',
    zip: 'Download the archive (ZIP)',
    pdf: 'Download the PDF',
    eraseTitle: 'Erase this application’s data',
    eraseBody:
      'Your name, e-mail address, phone number, CV, cover letter, interview transcripts and recordings and messages ' +
      'for this application are erased for good. The company still sees that an application existed and its status, ' +
      'marked “Erased”. This link then stops working.',
    understand: 'I understand that this cannot be undone.',
    erase: 'Erase this data',
    confirmTitle: 'Erase this application’s data now?',
    confirmBody: 'This cannot be undone. Download your data first if you want a copy.',
    confirm: 'Yes, erase it',
    erasing: 'Erasing…',
    erased: 'This application’s personal data has been erased. This link no longer works.',
    failed: 'We could not erase the data just now. Nothing is lost: try again in a moment.',
    requestTitle: 'Applied without an account? Get your data',
    requestBody:
      'Enter the e-mail address you applied with and the application reference from your confirmation e-mail. If they ' +
      'match, we e-mail you a link (valid 24 hours) to download your data or have it erased.',
    email: 'E-mail address',
    reference: 'Application reference',
    referenceHelp: 'A code like 3f2b1c4d-…, in the e-mail confirming your application.',
    send: 'E-mail me a link',
    sending: 'Sending…',
    sent: 'If this application was made with this e-mail address, a link is on its way there.',
    requestFailed: 'We could not send your request. Please try again.',
    requestRateLimited: 'Too many requests. Try again later.',
    badEmail: 'Enter a valid e-mail address.',
    badReference: 'Enter the reference exactly as in your e-mail.',
  },
};
