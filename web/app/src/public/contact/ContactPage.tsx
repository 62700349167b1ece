import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { contactApi, contactSubjects, type ContactSubject } from '../../api/contact.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { loose, tr } from '../../forms/messages.ts';
import { emailPattern, useForm } from '../../forms/useForm.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { PageIntro } from '../PageIntro.tsx';

export const contactEmail = 'contact@tawzeef.example';
export const contactPhone = '+962 6 555 0100';

const initial = { name: '', email: '', company: '', subject: '', message: '', website: '' };

/** A field people never see or reach: a bot that fills every input gives itself away. */
const honeypotSx = {
  position: 'absolute',
  insetInlineStart: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

export function ContactPage() {
  const { t } = useTranslation();
  const say = loose(t);
  useDocumentTitle(t('contact.title'));
  const form = useForm(initial);
  const [state, setState] = useState<'idle' | 'sending' | 'success' | 'error'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const validate = () => {
    const v = form.values;
    const errors = {
      name: v.name.trim() ? undefined : 'form.required',
      email: !v.email.trim() ? 'form.required' : emailPattern.test(v.email.trim()) ? undefined : 'form.invalidEmail',
      subject: v.subject ? undefined : 'form.required',
      message: v.message.trim() ? undefined : 'form.required',
    };
    form.setErrors(errors);
    return !Object.values(errors).some(Boolean);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending' || !validate()) return;
    setState('sending');
    setFailure(null);
    const v = form.values;
    try {
      await contactApi.send({
        name: v.name.trim(),
        email: v.email.trim(),
        ...(v.company.trim() && { company: v.company.trim() }),
        subject: v.subject as ContactSubject,
        message: v.message.trim(),
        website: v.website,
      });
      form.reset();
      setState('success');
    } catch (caught) {
      setState('error');
      if (caught instanceof ApiError && caught.status === 429) setFailure(t('contact.rateLimited'));
      else if (caught instanceof ApiError && caught.fieldErrors.length > 0) {
        // The server's field texts are English; ours name the field's problem in the page's language.
        const fields = Object.keys(caught.byField).filter((name) => name in initial);
        form.setErrors(Object.fromEntries(fields.map((name) => [name, 'contact.invalidField'])));
        setFailure(t('contact.failed'));
      } else setFailure(t('contact.failed'));
    }
  };

  return (
    <>
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.heading')} lead={t('contact.lead')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
              {t('contact.formTitle')}
            </Typography>
            <FormAlert message={failure} />
            <FormAlert message={state === 'success' ? t('contact.success') : null} severity="success" />
            <Box
              component="form"
              noValidate
              onSubmit={(event: FormEvent) => void submit(event)}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, position: 'relative' }}
              data-testid="contact-form"
            >
              <TextField
                {...form.bind('name')}
                label={t('contact.name')}
                autoComplete="name"
                required
                helperText={tr(t, form.errors.name)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                {...form.bind('email')}
                type="email"
                label={t('form.email')}
                autoComplete="email"
                required
                helperText={tr(t, form.errors.email)}
                slotProps={{ htmlInput: { maxLength: 254 } }}
              />
              <TextField
                {...form.bind('company')}
                label={t('contact.company')}
                autoComplete="organization"
                helperText={tr(t, form.errors.company)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                {...form.bind('subject')}
                select
                label={t('contact.subject')}
                required
                helperText={tr(t, form.errors.subject)}
                onChange={(event) => form.setValue('subject', event.target.value)}
              >
                {contactSubjects.map((value) => (
                  <MenuItem key={value} value={value}>
                    {say(`contact.subjects.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                {...form.bind('message')}
                label={t('contact.message')}
                required
                multiline
                minRows={6}
                helperText={
                  tr(t, form.errors.message) ?? t('contact.messageHint', { count: String(form.values.message.length) })
                }
                slotProps={{ htmlInput: { maxLength: 5000 } }}
                sx={{ gridColumn: '1 / -1' }}
              />
              <Box aria-hidden="true" sx={honeypotSx}>
                <label htmlFor="field-website">{t('contact.honeypot')}</label>
                <input
                  id="field-website"
                  name="website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={form.values.website}
                  onChange={(event) => form.setValue('website', event.target.value)}
                />
              </Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <Button type="submit" variant="contained" size="large" disabled={state === 'sending'}>
                  {state === 'sending' ? t('contact.sending') : t('contact.send')}
                </Button>
              </Box>
            </Box>
          </Paper>
          <Paper variant="outlined" component="aside" aria-labelledby="contact-direct" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="contact-direct" component="h2" variant="h6" sx={{ mb: 2 }}>
              {t('contact.directTitle')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <EmailOutlined color="primary" aria-hidden="true" />
                <Link href={`mailto:${contactEmail}`} dir="ltr">
                  {contactEmail}
                </Link>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <PhoneOutlined color="primary" aria-hidden="true" />
                <Link href={`tel:${contactPhone.replace(/\s/g, '')}`} dir="ltr">
                  {contactPhone}
                </Link>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('contact.hours')}
              </Typography>
            </Box>
          </Paper>
        </Box>
      </Container>
    </>
  );
}
