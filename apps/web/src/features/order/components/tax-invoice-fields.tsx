import { Checkbox, Group, Paper, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { HEAD_OFFICE_BRANCH, isThaiTaxId } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { orderMessages } from '../order-messages';

/** The tax-invoice request as the checkout form holds it. */
export interface TaxInvoiceDraft {
  wanted: boolean;
  company_name: string;
  tax_id: string;
  office: 'head' | 'branch';
  branch: string;
  address: string;
}

export const EMPTY_TAX_INVOICE: TaxInvoiceDraft = {
  wanted: false,
  company_name: '',
  tax_id: '',
  office: 'head',
  branch: '',
  address: '',
};

type Field = 'company_name' | 'tax_id' | 'branch' | 'address';

/** Message keys of what is wrong with the draft, per field (none when it is not wanted). */
export function taxInvoiceProblems(draft: TaxInvoiceDraft): Partial<Record<Field, string>> {
  if (!draft.wanted) return {};
  const problems: Partial<Record<Field, string>> = {};
  if (!draft.company_name.trim()) problems.company_name = 'this_field_is_required';
  if (!draft.tax_id.trim()) problems.tax_id = 'this_field_is_required';
  else if (!isThaiTaxId(draft.tax_id)) problems.tax_id = 'tax_id_invalid';
  if (draft.office === 'branch' && !/^\d{5}$/.test(draft.branch.trim()))
    problems.branch = 'branch_invalid';
  if (!draft.address.trim()) problems.address = 'this_field_is_required';
  return problems;
}

/** The request as checkout sends it; undefined when no tax invoice is wanted. */
export function taxInvoiceInput(draft: TaxInvoiceDraft) {
  if (!draft.wanted) return undefined;
  return {
    company_name: draft.company_name.trim(),
    tax_id: draft.tax_id.trim(),
    branch: draft.office === 'head' ? HEAD_OFFICE_BRANCH : draft.branch.trim(),
    address: draft.address.trim(),
  };
}

/**
 * "I need a tax invoice" and, when ticked, the company's name, tax ID (check digit checked as it
 * is typed out), head office or branch number, and registered address.
 */
export function TaxInvoiceFields(props: {
  value: TaxInvoiceDraft;
  onChange: (next: TaxInvoiceDraft) => void;
  /** Problems to show: the form's own once submitted, or the server's. */
  errors: Partial<Record<Field, string>>;
}) {
  const { t } = useFeatureTranslation(orderMessages);
  const { value, onChange, errors } = props;
  const set = (patch: Partial<TaxInvoiceDraft>) => onChange({ ...value, ...patch });
  const error = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Checkbox
          label={t('tax_invoice_request')}
          description={t('tax_invoice_help')}
          checked={value.wanted}
          onChange={(event) => set({ wanted: event.currentTarget.checked })}
        />
        {value.wanted && (
          <Stack gap="sm" data-testid="tax-invoice-fields">
            <TextInput
              label={t('tax_company')}
              required
              maxLength={200}
              value={value.company_name}
              onChange={(event) => set({ company_name: event.currentTarget.value })}
              error={error('company_name')}
            />
            <TextInput
              label={t('tax_id')}
              description={t('tax_id_help')}
              required
              inputMode="numeric"
              maxLength={17}
              value={value.tax_id}
              onChange={(event) => set({ tax_id: event.currentTarget.value })}
              error={error('tax_id')}
            />
            <Radio.Group
              label={t('tax_office')}
              value={value.office}
              onChange={(office) => set({ office: office === 'branch' ? 'branch' : 'head' })}
            >
              <Group gap="lg" mt={6}>
                <Radio value="head" label={t('tax_head_office')} />
                <Radio value="branch" label={t('tax_branch')} />
              </Group>
            </Radio.Group>
            {value.office === 'branch' && (
              <TextInput
                label={t('tax_branch_number')}
                description={t('tax_branch_help')}
                required
                inputMode="numeric"
                maxLength={5}
                w={200}
                value={value.branch}
                onChange={(event) => set({ branch: event.currentTarget.value })}
                error={error('branch')}
              />
            )}
            <Textarea
              label={t('tax_address')}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={value.address}
              onChange={(event) => set({ address: event.currentTarget.value })}
              error={error('address')}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
