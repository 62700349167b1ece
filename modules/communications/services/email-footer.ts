/** Under a recruiter's e-mail, in both languages: the job, and where the candidate follows their applications. */
export function emailFooter(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return ({ jobId }: { jobId: string | null }) =>
    [
      '—',
      ...(jobId ? [`The job: ${base}/jobs/${jobId}`] : []),
      `Follow your applications: sign in (or create an account) with this address at ${base}/login`,
      '',
      ...(jobId ? [`الوظيفة: ${base}/jobs/${jobId}`] : []),
      `تابع طلباتك: سجّل الدخول (أو أنشئ حساباً) بهذا العنوان على ${base}/login`,
    ].join('\n');
}
