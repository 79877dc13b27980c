import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Typography } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAcceptableNext, type TermKind } from '@portal/shared';
import { isAbortError } from '@/api';
import { logout, useProfile } from '@/core/session';
import { errorMessage } from '@/i18n/messages';
import { FormError } from '@/components/form-error';
import { PlainCard } from '@/components/plain-card';
import { useAcceptTerm } from '../api/accept-term';
import { useTerm } from '../api/get-term';

const TITLES: Record<TermKind, string> = {
  term: 'terms_conditions',
  privacy: 'privacy_notice',
  data_consent: 'data_consent',
};

/**
 * Where to go from a document: `from` when it is a safe local path, else home once accepted (a
 * visitor, who accepts nothing, goes back to the sign-up form).
 */
export function destinationAfterAccept(from: string | null, fallback = '/'): string {
  return isAcceptableNext(from) ? from : fallback;
}

/**
 * One privacy document: read it, accept it (POST .../accept/ {id}), then go on to `from`. A
 * visitor reads it only: there is nothing to accept before an account exists.
 */
function TermPage(props: { kind: TermKind }) {
  const { t, i18n } = useTranslation();
  const user = useProfile();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const term = useTerm(props.kind);
  const accept = useAcceptTerm(props.kind);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const destination = destinationAfterAccept(params.get('from'), user ? '/' : '/account/register');
  const title = t(TITLES[props.kind]);

  const handleAccept = async (id: number) => {
    setError(null);
    try {
      await accept.mutateAsync(id);
      await navigate(destination, { replace: true });
    } catch (failure) {
      if (!isAbortError(failure)) setError(errorMessage(t, failure));
    }
  };

  const handleDecline = async () => {
    await logout(queryClient, 'webfront');
    await navigate('/account/signin', { replace: true });
  };

  if (term.isPending) {
    return (
      <PlainCard title={title} wide>
        <Loader aria-label={t('loading')} />
      </PlainCard>
    );
  }

  const doc = term.data;
  if (!doc) {
    return (
      <PlainCard
        title={title}
        description={term.isError ? errorMessage(t, term.error) : t('document_not_published')}
        wide
      >
        <Group>
          <Button
            onClick={() =>
              void navigate(destination, {
                replace: true,
              })
            }
          >
            {t('continue')}
          </Button>
        </Group>
      </PlainCard>
    );
  }

  const published = doc.datetime_publish
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(doc.datetime_publish),
      )
    : null;

  const version = (
    <Text size="sm" c="dimmed">
      {t('document_version', { version: doc.version })}
      {published && ` · ${t('published_on', { date: published })}`}
    </Text>
  );
  const body = (
    <Typography>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{doc.body}</Text>
    </Typography>
  );

  if (!user) {
    return (
      <PlainCard title={doc.topic || title} wide>
        {version}
        <Alert color="gray" variant="light" data-testid="term-visitor-note">
          {t('term_visitor_note')}
        </Alert>
        {body}
        <Group>
          <Button component={Link} to={destination}>
            {t('term_visitor_back')}
          </Button>
          <Button component={Link} to="/account/signin" variant="default">
            {t('sign_in')}
          </Button>
        </Group>
      </PlainCard>
    );
  }

  return (
    <PlainCard title={doc.topic || title} wide>
      {version}
      {!doc.is_accepted && (
        <Alert color="indigo" variant="outline">
          {t('must_accept_to_continue')}
        </Alert>
      )}
      {body}
      {doc.is_accepted ? (
        <Stack gap="sm">
          <Text fw={600} c="teal.9">
            {t('already_accepted')}
          </Text>
          <Group>
            <Button onClick={() => void navigate(destination, { replace: true })}>
              {t('continue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Checkbox
            label={t('i_have_read')}
            checked={checked}
            onChange={(event) => setChecked(event.currentTarget.checked)}
          />
          <FormError message={error} />
          <Group>
            <Button
              disabled={!checked}
              loading={accept.isPending}
              onClick={() => void handleAccept(doc.id)}
            >
              {t('accept_and_continue')}
            </Button>
            <Button variant="default" onClick={() => void handleDecline()}>
              {t('decline_and_sign_out')}
            </Button>
          </Group>
        </Stack>
      )}
    </PlainCard>
  );
}

export const TermsConditionsPage = () => <TermPage kind="term" />;
export const PrivacyNoticePage = () => <TermPage kind="privacy" />;
export const DataConsentPage = () => <TermPage kind="data_consent" />;
