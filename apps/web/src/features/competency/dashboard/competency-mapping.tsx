import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Competency } from '@portal/shared';
import { useContentLanguage } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  useContentSearch,
  useMap,
  useMappedContent,
  useMappedPositions,
} from '../api/competency-api';
import { competencyMessages } from '../competency-messages';

const pages = (data: { total: number; page_size: number } | undefined) =>
  data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

function LevelSelect(props: {
  competency: Competency;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useFeatureTranslation(competencyMessages);
  const language = useContentLanguage();
  return (
    <Select
      label={t('cd_level')}
      data={props.competency.levels.map((l) => ({
        value: String(l.level),
        label: `${l.level} · ${(language === 'th' && l.title_th) || l.title_en}`,
      }))}
      value={props.value}
      onChange={(v) => props.onChange(v ?? '1')}
      allowDeselect={false}
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/** Content mapped to the competency (completing it gives a level), added by search. */
function ContentMapping(props: { competency: Competency }) {
  const { t } = useFeatureTranslation(competencyMessages);
  const language = useContentLanguage();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [contentId, setContentId] = useState<string | null>(null);
  const [level, setLevel] = useState('1');
  const mapped = useMappedContent(props.competency.id, page);
  const found = useContentSearch(search);
  const map = useMap(props.competency.id, 'content');
  return (
    <Stack gap="xs">
      <Title order={4}>{t('cd_content')}</Title>
      {map.error && <Alert color="red">{errorMessage(t, map.error)}</Alert>}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('cd_content_pick')}
          placeholder={t('cd_content_search')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          data={(found.data?.results ?? []).map((c) => ({
            value: String(c.id),
            label: `${language === 'th' && c.title_th ? c.title_th : c.title_en} (${c.kind})`,
          }))}
          value={contentId}
          onChange={setContentId}
          style={{ flex: 1, minWidth: 220 }}
        />
        <LevelSelect competency={props.competency} value={level} onChange={setLevel} />
        <Button
          disabled={!contentId}
          loading={map.isPending}
          onClick={() =>
            map.mutate(
              { content_id: Number(contentId), level: Number(level) },
              { onSuccess: () => setContentId(null) },
            )
          }
        >
          {t('cd_map')}
        </Button>
      </Group>
      {mapped.data?.total === 0 && <Text c="dimmed">{t('cd_no_content')}</Text>}
      {mapped.data && mapped.data.results.length > 0 && (
        <Table data-testid="mapped-content">
          <Table.Tbody>
            {mapped.data.results.map((row) => (
              <Table.Tr key={row.content_id}>
                <Table.Td>{language === 'th' ? row.title.th : row.title.en}</Table.Td>
                <Table.Td>{t('cd_level_n', { level: row.level })}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => map.mutate({ content_id: row.content_id, level: 0 })}
                  >
                    {t('cd_unmap')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages(mapped.data) > 1 && (
        <Pagination value={page} onChange={setPage} total={pages(mapped.data)} size="sm" />
      )}
    </Stack>
  );
}

/** Positions (users' position field) and the level each needs. */
function PositionMapping(props: { competency: Competency }) {
  const { t } = useFeatureTranslation(competencyMessages);
  const [page, setPage] = useState(1);
  const [position, setPosition] = useState('');
  const [level, setLevel] = useState('1');
  const mapped = useMappedPositions(props.competency.id, page);
  const map = useMap(props.competency.id, 'position');
  return (
    <Stack gap="xs">
      <Title order={4}>{t('cd_positions')}</Title>
      {map.error && <Alert color="red">{errorMessage(t, map.error)}</Alert>}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('cd_position')}
          value={position}
          onChange={(e) => setPosition(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <LevelSelect competency={props.competency} value={level} onChange={setLevel} />
        <Button
          disabled={!position.trim()}
          loading={map.isPending}
          onClick={() =>
            map.mutate(
              { position: position.trim(), level: Number(level) },
              {
                onSuccess: () => setPosition(''),
              },
            )
          }
        >
          {t('cd_map')}
        </Button>
      </Group>
      {mapped.data?.total === 0 && <Text c="dimmed">{t('cd_no_positions')}</Text>}
      {mapped.data && mapped.data.results.length > 0 && (
        <Table data-testid="mapped-positions">
          <Table.Tbody>
            {mapped.data.results.map((row) => (
              <Table.Tr key={row.position}>
                <Table.Td>{row.position}</Table.Td>
                <Table.Td>{t('cd_level_n', { level: row.level })}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => map.mutate({ position: row.position, level: 0 })}
                  >
                    {t('cd_unmap')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages(mapped.data) > 1 && (
        <Pagination value={page} onChange={setPage} total={pages(mapped.data)} size="sm" />
      )}
    </Stack>
  );
}

/** The mappings of one competency: content that gives its levels, positions that need them. */
export function CompetencyMapping(props: { competency: Competency; onClose: () => void }) {
  const { t } = useFeatureTranslation(competencyMessages);
  const language = useContentLanguage();
  const title =
    language === 'th' && props.competency.title_th
      ? props.competency.title_th
      : props.competency.title_en;
  return (
    <Modal opened onClose={props.onClose} title={t('cd_mapping_title', { title })} size="xl">
      <Stack gap="xl">
        <ContentMapping competency={props.competency} />
        <PositionMapping competency={props.competency} />
      </Stack>
    </Modal>
  );
}
