import { interviewEn } from './en/interview.ts';
import { humanInterviewsEn } from './en/humanInterviews.ts';
import { reviewRequestsEn } from './en/reviewRequests.ts';
import { candidateApplicationsEn } from './en/candidateApplications.ts';
import { communicationsEn } from './en/communications.ts';
import { notificationsEn } from './en/notifications.ts';
import { analyticsEn } from './en/analytics.ts';
import { contactEn } from './en/contact.ts';
import { noticesEn } from './en/notices.ts';
import { candidateApplyEn } from './en/candidateApply.ts';
import { candidateCvEn } from './en/candidateCv.ts';
import { applicationsCompanyEn } from './en/applications-company.ts';
import { decisionLogEn } from './en/decisionLog.ts';
import { biasAuditEn } from './en/biasAudit.ts';
import { myDataEn } from './en/myData.ts';
import { erasureEn } from './en/erasure.ts';
import { retentionEn } from './en/retention.ts';
import { companyJobsEn } from './en/companyJobs.ts';
import { jobsEn } from './en/jobs.ts';
import { accountEn } from './en/account.ts';
import { candidateEn } from './en/candidate.ts';
import { companyEn } from './en/company.ts';
import { countriesEn } from './en/countries.ts';
import { profileEn } from './en/profile.ts';

export const en = {
  ...interviewEn,
  ...humanInterviewsEn,
  ...reviewRequestsEn,
  ...communicationsEn,
  ...notificationsEn,
  ...analyticsEn,
  ...contactEn,
  ...noticesEn,
  ...accountEn,
  ...companyEn,
  ...profileEn,
  ...candidateEn,
  ...candidateCvEn,
  ...candidateApplyEn,
  ...candidateApplicationsEn,
  ...countriesEn,
  ...jobsEn,
  ...companyJobsEn,
  ...applicationsCompanyEn,
  ...decisionLogEn,
  ...biasAuditEn,
  ...myDataEn,
  ...erasureEn,
  ...retentionEn,
  brand: {
    name: 'Tawzeef',
    tagline: 'Jobs and AI-assisted hiring in the Middle East',
    home: 'Tawzeef home',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    jobs: 'Jobs',
    employers: 'Employers',
    about: 'About',
    contact: 'Contact',
    signIn: 'Sign In',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
  },
  language: {
    switchTo: 'العربية',
    switchToLabel: 'Switch to Arabic',
  },
  a11y: {
    skipToContent: 'Skip to main content',
  },
  footer: {
    about:
      'Tawzeef connects job seekers and companies across the Middle East, with AI that analyses CVs and runs first interviews.',
    candidates: 'For candidates',
    employers: 'For companies',
    company: 'Tawzeef',
    browseJobs: 'Browse Jobs',
    howItWorks: 'How it works',
    hireWithUs: 'Hire with Tawzeef',
    signIn: 'Sign In',
    contact: 'Contact us',
    rights: '© %{year} Tawzeef. All rights reserved.',
  },
  cookies: {
    label: 'Cookie notice',
    message:
      'We use cookies and local storage to keep you signed in, remember your language and understand how the site is used.',
    accept: 'Accept',
    decline: 'Decline',
    close: 'Close',
  },
  errors: {
    notFound: 'This page could not be found.',
    badRequest: 'Bad Request',
    pageNotFound: 'This page could not be found',
    methodNotAllowed: 'Method Not Allowed',
    internalServerError: 'Internal Server Error',
    unexpected: 'An unexpected error has occurred',
    backHome: 'Back to the home page',
  },
  landing: {
    title: 'Tawzeef: jobs and AI-assisted hiring in the Middle East',
    hero: {
      eyebrow: 'Jobs across Saudi Arabia, Qatar, Jordan, the UAE and beyond',
      title: 'Find your next job in the Middle East',
      subtitle:
        'Browse openings from companies across the region, apply in minutes with or without an account, and get an automatic analysis of your CV with every application.',
      browseJobs: 'Browse Jobs',
      forEmployers: 'For Employers',
    },
    featured: {
      title: 'Featured jobs',
      subtitle: 'Hand-picked openings from companies hiring now.',
      loading: 'Loading featured jobs',
      error: 'Failed to load featured jobs from server',
      tryAgain: 'Try Again',
      empty: 'No featured jobs available',
      viewAll: 'View All Jobs',
    },
    features: {
      title: 'Why candidates use Tawzeef',
      analysisTitle: 'Automatic CV analysis',
      analysisBody:
        'Every application gets an AI analysis of how your CV matches the role, so you can see your strengths and the skills to work on.',
      interviewTitle: 'Live AI interviews',
      interviewBody:
        'Shortly after you apply you can be invited to a live video interview with an AI interviewer, right in your browser.',
      applyTitle: 'Apply your way',
      applyBody:
        'Apply with a PDF CV and no account, or sign up to save jobs, keep your CVs and follow every application.',
    },
  },
  teaser: {
    title: 'See what your CV says about you',
    subtitle: 'Upload your CV and we will pick out your current role, your years of experience and your key skills.',
    dropZone: 'Drag and drop your CV here, or choose a file',
    dropZoneActive: 'Drop your CV to upload it',
    choose: 'Choose File',
    hint: 'Support PDF (Max 10MB)',
    invalidType: 'Please upload a PDF, DOC, or DOCX file.',
    analyzing: 'Analyzing your CV...',
    failedTitle: 'Upload Failed',
    uploadFailed: 'Upload failed: %{status}',
    uploadError: 'Error uploading CV: %{message}',
    tryAgain: 'Try Again',
    thanks: 'Thank you, %{name}!',
    thanksAnonymous: 'Thank you!',
    summary: 'Here is what we found in your CV.',
    currentRole: 'Current role',
    experience: 'Years of experience',
    keySkills: 'Key skills',
    notDetected: 'Not detected',
    uploadDifferent: 'Upload Different CV',
  },

  about: {
    title: 'About Tawzeef',
    eyebrow: 'For candidates',
    heading: 'A fairer, faster way to get hired in the Middle East',
    lead: 'Tawzeef (Arabic for “employment”) is a recruitment platform for job seekers and companies across the region. Here is what it does for you as a candidate.',
    stepsTitle: 'How it works for you',
    findTitle: 'Find jobs that fit',
    findBody:
      'Search openings by title, company or skills, narrow them by job type, location, salary, experience and industry, and save the ones you like for later.',
    applyTitle: 'Apply in minutes',
    applyBody: 'Apply with your account and saved CVs, or without an account by uploading a PDF CV of up to 10MB.',
    analysisTitle: 'Know where you stand',
    analysisBody:
      'Each application gets an automatic CV analysis with a match score and the skills you match or miss. Your dashboard shows the status of every application.',
    interviewTitle: 'Interview from anywhere',
    interviewBody:
      'Shortlisted applicants are invited to a live AI video interview that runs in the browser. No travel, no scheduling back and forth.',
    cvTitle: 'You control your CV',
    cvBody: 'Keep several CVs and choose which one is active. Only your active CV is visible to employers.',
    regionTitle: 'Made for the region',
    regionBody:
      'Tawzeef works in Arabic and English and lists jobs from Saudi Arabia, Qatar, Jordan, the UAE, Kuwait, Bahrain, Oman and their neighbours.',
    browseJobs: 'Browse Jobs',
    signUp: 'Create an account',
  },
  employers: {
    title: 'Tawzeef for employers',
    eyebrow: 'For companies',
    heading: 'Hire faster with AI-assisted recruitment',
    lead: 'Tawzeef gives your hiring team one place to publish jobs, screen applicants and run interviews. AI takes care of the repetitive first steps, so your people can focus on the decisions.',
    featuresTitle: 'What your team gets',
    wizardTitle: 'Better job posts',
    wizardBody:
      'A step-by-step job wizard helps you describe the role. AI drafts and rewrites the text and prepares the prompts that drive screening and interviews.',
    analysisTitle: 'Every CV analysed',
    analysisBody:
      'Each application is scored from 0 to 100 against your job, with a structured summary of matched and missing skills.',
    interviewTitle: 'AI interviews in two stages',
    interviewBody:
      'Candidates take live AI video interviews in Arabic or English. You review the results, the transcript and the recording.',
    pipelineTitle: 'One pipeline for the team',
    pipelineBody: 'Follow every applicant from submission to offer and hire, add notes, and move candidates in bulk.',
    messagesTitle: 'Every conversation in one place',
    messagesBody:
      'Emails, WhatsApp messages, calls and SMS with candidates are kept together in a communication center.',
    teamTitle: 'Bring your team',
    teamBody:
      'Set up your company workspace and invite colleagues with an invitation link, so everyone works from the same pipeline.',
    startTitle: 'Getting started',
    startStep1: 'Create a company account.',
    startStep2: 'Set up your company profile, or join your company with an invitation code.',
    startStep3: 'Publish your first job and let applications come in.',
    signUp: 'Create a company account',
    signIn: 'Sign In',
  },
  dashboard: {
    title: 'Tawzeef for companies',
    loading: 'Loading the dashboard...',
    loadError: 'The dashboard could not be loaded.',
    retry: 'Try Again',
    backToSite: 'Back to the site',
    notFoundTitle: 'Page not found',
    notFoundBody: 'Either you typed a wrong address, or you followed a bad link.',
    goBack: 'Go back',
    home: 'Dashboard home',
  },
};

export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every language must provide exactly these keys. */
export type Messages = Shape<typeof en>;
