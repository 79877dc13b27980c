import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { LinkedServiceRedirect } from '@portal/shared';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useLinkedServiceLogin, useLinkedServices } from '../api/linked-service-api';
import { linkedServiceMessages } from '../linked-service-messages';

/** Goes to a linked service: a new tab when the service asks for one, else this one. */
export function openLinkedService(answer: LinkedServiceRedirect): void {
  if (answer.is_new_tab) window.open(answer.redirect_url, '_blank', 'noopener');
  else window.location.assign(answer.redirect_url);
}

/** /linked-services: the services the user may open, each signed in by a redirect. */
export function LinkedServicesPage() {
  const { t } = useFeatureTranslation(linkedServiceMessages);
  const language = useContentLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const services = useLinkedServices(page);
  const login = useLinkedServiceLogin();

  const handleOpen = (code: string) =>
    login.mutate(code, {
      onSuccess: openLinkedService,
      onError: (error) => notify({ message: errorMessage(t, error) ?? '', color: 'red' }),
    });

  return (
    <PageContainer>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('ls_title')}</Title>
          <Text c="dimmed">{t('ls_intro')}</Text>
        </div>
        {services.isPending ? (
          <Skeleton height={120} />
        ) : services.isError ? (
          <Alert color="red">{errorMessage(t, services.error)}</Alert>
        ) : services.data.results.length === 0 ? (
          <Alert variant="light">{t('ls_empty')}</Alert>
        ) : (
          services.data.results.map((service) => {
            const name = language === 'th' && service.name_th ? service.name_th : service.name_en;
            return (
              <Card key={service.service_code} withBorder radius="md" data-testid="linked-service">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2} style={{ flex: '1 1 240px' }}>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    {service.is_new_tab ? (
                      <Text size="sm" c="dimmed">
                        {t('ls_new_tab')}
                      </Text>
                    ) : null}
                  </Stack>
                  <Button
                    onClick={() => handleOpen(service.service_code)}
                    loading={login.isPending && login.variables === service.service_code}
                    aria-label={t('ls_open_of', { name })}
                  >
                    {t('ls_open')}
                  </Button>
                </Group>
              </Card>
            );
          })
        )}
        {services.data && services.data.total > services.data.page_size ? (
          <Pagination
            value={page}
            total={Math.ceil(services.data.total / services.data.page_size)}
            onChange={(next) => setParams({ page: String(next) })}
          />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
