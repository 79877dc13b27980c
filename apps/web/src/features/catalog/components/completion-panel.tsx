import { useState } from 'react';
import { Button, CloseButton, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isCompletedStatus, type CourseDetail } from '@portal/shared';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { completionMessages } from '../completion-messages';

type Completable = Pick<
  CourseDetail,
  'id' | 'title' | 'learning_result' | 'certificate' | 'is_certificate'
>;

const storageKey = (userId: number, contentId: number) => `completion:${userId}:${contentId}`;

function readMark(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeMark(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the panel shows again on the next visit: nothing is lost.
  }
}

/**
 * Whether the completion panel shows, per user and content (local storage): on the content's
 * page until dismissed; in the player on one lesson only (the first it shows on), so that the
 * rest of the lessons are not headed by it again.
 */
export function shouldShowCompletion(mark: string | null, where: 'page' | { slotId: number }) {
  if (mark === 'dismissed') return false;
  if (where === 'page') return true;
  return mark === null || mark === `player:${where.slotId}`;
}

/** LinkedIn's add-to-profile address for a certificate, pointing at its public check page. */
export function linkedInAddUrl(input: { name: string; certUrl: string; certId: string }): string {
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.name,
    certUrl: input.certUrl,
    certId: input.certId,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}

/**
 * The completion moment (issue 21 item 9): once a course or program is complete, "Your
 * certificate is ready" with View, Download and Share (LinkedIn, copy link), or a plain "You
 * completed X" when it gives no certificate. Dismissible; the dismissal is remembered.
 */
export function CompletionPanel(props: {
  content: Completable;
  where: 'page' | { slotId: number };
}) {
  const { t, i18n } = useFeatureTranslation(completionMessages);
  const { content, where } = props;
  const user = useProfile();
  const key = user ? storageKey(user.id, content.id) : null;
  const complete =
    content.learning_result !== null && isCompletedStatus(content.learning_result.status);
  // Read once per mount: a lesson that showed it keeps it while open.
  const [shown, setShown] = useState(() => {
    if (!key || !complete) return false;
    const mark = readMark(key);
    const show = shouldShowCompletion(mark, where);
    if (show && where !== 'page' && mark === null) writeMark(key, `player:${where.slotId}`);
    return show;
  });
  if (!key || !complete || !shown) return null;

  const dismiss = () => {
    writeMark(key, 'dismissed');
    setShown(false);
  };
  const certificate = content.certificate?.is_valid ? content.certificate : null;
  const verifyUrl = certificate
    ? new URL(`/certificate/verify/${certificate.code}`, window.location.origin).toString()
    : '';
  const language = i18n.language === 'th' ? 'th' : 'en';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="teal.0"
      role="region"
      aria-labelledby={`completion-${content.id}`}
      data-testid="completion-panel"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={`completion-${content.id}`} c="teal.9">
            {certificate
              ? t('completion_certificate_title')
              : t('completion_title', { title: content.title })}
          </Title>
          <Text size="sm">
            {certificate
              ? t('completion_certificate_body', { title: content.title })
              : t('completion_body')}
          </Text>
          {certificate && (
            <Group gap="xs" wrap="wrap">
              <Button
                component={Link}
                to={`/profile/library/certificate/${certificate.id}`}
                size="sm"
              >
                {t('completion_view')}
              </Button>
              <Button
                component="a"
                href={`/api/profile/library/certificate/${certificate.id}/pdf/?lang=${language}`}
                download
                size="sm"
                variant="default"
              >
                {t('completion_download')}
              </Button>
              <Button
                component="a"
                href={linkedInAddUrl({
                  name: content.title,
                  certUrl: verifyUrl,
                  certId: certificate.code,
                })}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                variant="default"
              >
                {t('completion_linkedin')}
              </Button>
              <CopyButton value={verifyUrl}>
                {({ copied, copy }) => (
                  <Button
                    size="sm"
                    variant="default"
                    onClick={copy}
                    color={copied ? 'teal' : undefined}
                  >
                    {copied ? t('completion_copied') : t('completion_copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
        </Stack>
        <CloseButton aria-label={t('completion_dismiss')} onClick={dismiss} />
      </Group>
    </Paper>
  );
}
