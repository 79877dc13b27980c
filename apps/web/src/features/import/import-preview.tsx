import { Badge, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportColumnMapping, ImportPreview } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { importMessages } from './import-messages';

/** The spreadsheet letter of a 0-based column: A … Z, AA, AB … */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

/** The mapping as the selects hold it: field → column index as text, '' for "not in the file". */
export type MappingChoice = Record<string, string>;

/** The choices the server suggested from the header names. */
export function suggestedChoice(preview: ImportPreview): MappingChoice {
  return Object.fromEntries(
    preview.fields.map(({ field }) => {
      const index = preview.mapping[field];
      return [field, index === null || index === undefined ? '' : String(index)];
    }),
  );
}

/** The required fields the choice leaves without a column. */
export function unmappedFields(preview: ImportPreview, choice: MappingChoice): string[] {
  return preview.fields.filter((f) => f.required && !choice[f.field]).map((f) => f.field);
}

/** The choice as the upload sends it (`col_{field}=index`). */
export function choiceMapping(choice: MappingChoice): ImportColumnMapping {
  const mapping: ImportColumnMapping = {};
  for (const [field, value] of Object.entries(choice)) if (value !== '') mapping[field] = +value;
  return mapping;
}

/**
 * Before an import runs (issue 21 item 16): the first rows of the file as the server read them,
 * and one select per field of the kind naming the file column that holds it (suggested from the
 * header names in English or Thai; required fields must be chosen).
 */
export function ImportMappingPreview(props: {
  preview: ImportPreview;
  choice: MappingChoice;
  onChoose: (field: string, value: string) => void;
  showErrors: boolean;
}) {
  const { t, i18n } = useFeatureTranslation(importMessages);
  const { preview, choice } = props;
  const columnName = (index: number) => {
    const header = preview.headers[index] ?? '';
    return header
      ? t('import_column_option', { letter: columnLetter(index), name: header })
      : t('import_column_unnamed', { letter: columnLetter(index) });
  };
  const fieldsOf = (index: number) =>
    preview.fields.filter((f) => choice[f.field] === String(index)).map((f) => f.field);
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Title order={3} size="h4">
        {t('import_mapping_title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('import_mapping_help', {
          count: preview.total_rows,
          rows: preview.total_rows.toLocaleString(i18n.language),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {preview.fields.map(({ field, required }) => (
          <NativeSelect
            key={field}
            label={t(`import_field_${field}`)}
            withAsterisk={required}
            value={choice[field] ?? ''}
            onChange={(event) => props.onChoose(field, event.currentTarget.value)}
            error={
              props.showErrors && required && !choice[field] ? t('import_map_required') : undefined
            }
            data={[
              { value: '', label: required ? t('import_choose_column') : t('import_not_in_file') },
              ...preview.headers.map((_, index) => ({
                value: String(index),
                label: columnName(index),
              })),
            ]}
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h4" id="import-preview-rows">
        {t('import_preview_title')}
      </Title>
      <Table.ScrollContainer minWidth={Math.max(320, 140 * preview.headers.length)}>
        <Table
          striped
          withTableBorder
          aria-labelledby="import-preview-rows"
          verticalSpacing={6}
          fz="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('import_col_row')}</Table.Th>
              {preview.headers.map((header, index) => (
                <Table.Th key={index} scope="col">
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {columnName(index)}
                    </Text>
                    {fieldsOf(index).map((field) => (
                      <Badge key={field} size="sm" variant="light" tt="none">
                        {t('import_feeds', { field: t(`import_field_${field}`) })}
                      </Badge>
                    ))}
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.row_number}>
                <Table.Td>{row.row_number}</Table.Td>
                {row.cells.map((cell, index) => (
                  <Table.Td key={index}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
