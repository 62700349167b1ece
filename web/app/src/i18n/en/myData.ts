/** The candidate's "Your data" section: downloading everything Tawzeef holds about them (issue #22). */
export const myDataEn = {
  myData: {
    title: 'Your data',
    body:
      'Download everything Tawzeef keeps about you: your profile, CVs, applications and what the AI found in them, ' +
      'interviews with their transcripts and recordings, messages, saved jobs and the notices you accepted. You get a ' +
      'ZIP file with a readable PDF and a machine-readable copy (JSON) you can take to another service.',
    download: 'Download my data',
    preparing: 'Preparing your file...',
    done: 'Your data has been downloaded.',
    failed: 'We could not prepare your data. Please try again.',
  },
};
