import { Anchor, Group, Image, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useTaxonomy, type ProviderDetail } from '../api/get-taxonomy';
import { catalogMessages } from '../catalog-messages';
import { EmptyPanel, TaxonomyPageFallback } from './catalog-states';
import { ContentSection } from './content-section';

const PROVIDER_TABS = ['about', 'content', 'instructor'] as const;
type ProviderTab = (typeof PROVIDER_TABS)[number];

/** The tab a path names: `/provider/2/content[/course]` → content; the bare path shows about. */
export function providerTabOf(pathname: string, providerId: string): ProviderTab {
  const rest = pathname.split(`/provider/${providerId}`)[1] ?? '';
  const segment = rest.split('/').filter(Boolean)[0] ?? 'about';
  return (PROVIDER_TABS as readonly string[]).includes(segment)
    ? (segment as ProviderTab)
    : 'about';
}

function ProviderPanel(props: {
  tab: ProviderTab;
  provider: ProviderDetail;
  contentType?: string;
}) {
  const { t } = useFeatureTranslation(catalogMessages);
  const { provider } = props;
  switch (props.tab) {
    case 'about':
      return provider.about ? (
        <Text style={{ whiteSpace: 'pre-line' }} maw={760}>
          {provider.about}
        </Text>
      ) : (
        <EmptyPanel title={t('catalog_tab_about')} description={t('catalog_no_about')} />
      );
    case 'content':
      return (
        <ContentSection
          id="provider-content"
          title={t('catalog_provider_content')}
          filters={{ provider: String(provider.id), content_type: props.contentType }}
        />
      );
    case 'instructor':
      return provider.instructor_list.length === 0 ? (
        <EmptyPanel title={t('catalog_tab_instructor')} description={t('catalog_no_instructors')} />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {provider.instructor_list.map((instructor) => (
            <Paper component="li" key={instructor.id} withBorder radius="md" p="md">
              <Anchor component={Link} to={`/instructor/${instructor.id}`} fw={600}>
                {instructor.name}
              </Anchor>
            </Paper>
          ))}
        </Stack>
      );
  }
}

/** /provider/{providerid}[/about|/content[/{contenttypeid}]|/instructor]: a provider with its tabs. */
export function ProviderPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  const { providerid = '', contenttypeid } = useParams();
  const id = Number(providerid);
  const location = useLocation();
  const navigate = useNavigate();
  const tab = providerTabOf(location.pathname, providerid);
  const provider = useTaxonomy('provider', id);

  if (!provider.data) return <TaxonomyPageFallback query={provider} id={id} />;
  const data = provider.data;
  const handleTab = (value: string | null) => {
    if (value) void navigate(`/provider/${id}/${value}`);
  };
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap" align="center">
          {data.image && (
            <Image
              src={data.image}
              alt=""
              h={72}
              w={144}
              fit="contain"
              radius="md"
              data-testid="provider-logo"
            />
          )}
          <div>
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {t('catalog_provider')}
            </Text>
            <Title order={1}>{data.name}</Title>
            <Text c="dimmed" mt={4}>
              {t('catalog_content_count', { count: data.content_count })}
            </Text>
          </div>
        </Group>
        <Tabs value={tab} onChange={handleTab} keepMounted={false}>
          <Tabs.List aria-label={data.name}>
            {PROVIDER_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`catalog_tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PROVIDER_TABS.map((name) => (
            <Tabs.Panel key={name} value={name} pt="lg">
              <ProviderPanel tab={name} provider={data} contentType={contenttypeid} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
