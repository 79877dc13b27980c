/** The coupon dialog of /dashboard/coupon: creates a coupon or edits one, in a form. */
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import dayjs from 'dayjs';
import { CURRENCIES, type CouponInput, type Currency, type DashboardCoupon } from '@portal/shared';
import { isApiError } from '@/api/api-error';
import { DateTimeField } from '@/components/date-field';
import { learningMessages } from '@/components/learning';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { orderMessages } from '@/features/order';
import { useSaveCoupon } from './api/coupons';
import { couponsMessages } from './coupons-messages';

interface Values {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  percent: number | '';
  amount: number | '';
  currency: Currency;
  start: string;
  end: string;
  usage_limit: number | '';
  per_user_limit: number | '';
  is_active: boolean;
}

const EMPTY: Values = {
  code: '',
  description: '',
  kind: 'percent',
  percent: 10,
  amount: '',
  currency: 'thb',
  start: '',
  end: '',
  usage_limit: '',
  per_user_limit: '',
  is_active: true,
};

const toLocal = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');
const toIso = (local: string) => (local ? dayjs(local).format('YYYY-MM-DDTHH:mm:ssZ') : null);
/** Minor units per major unit: yen has none. */
const minorPer = (currency: Currency) => (currency === 'jpy' ? 1 : 100);

function valuesOf(row: DashboardCoupon): Values {
  const currency = row.currency ?? 'thb';
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent: row.percent ?? '',
    amount: row.amount_minor === null ? '' : row.amount_minor / minorPer(currency),
    currency,
    start: toLocal(row.datetime_start),
    end: toLocal(row.datetime_end),
    usage_limit: row.usage_limit ?? '',
    per_user_limit: row.per_user_limit ?? '',
    is_active: row.is_active,
  };
}

function inputOf(values: Values): CouponInput {
  const percent = values.kind === 'percent';
  const number = (value: number | '') => (value === '' ? null : value);
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    percent: percent ? number(values.percent) : null,
    amount_minor:
      !percent && values.amount !== ''
        ? Math.round(values.amount * minorPer(values.currency))
        : null,
    currency: percent ? null : values.currency,
    datetime_start: toIso(values.start),
    datetime_end: toIso(values.end),
    usage_limit: number(values.usage_limit),
    per_user_limit: number(values.per_user_limit),
    is_active: values.is_active,
  };
}

const FIELD_OF: Record<string, keyof Values> = {
  amount_minor: 'amount',
  datetime_start: 'start',
  datetime_end: 'end',
};

/** The create and edit form, in a dialog; the server's field errors under their fields. */
function CouponForm(props: { editing: DashboardCoupon | null | 'new'; onClose: () => void }) {
  const { t } = useFeatureTranslation(couponsMessages, orderMessages, learningMessages);
  const save = useSaveCoupon();
  const row = props.editing === 'new' ? null : props.editing;
  const [values, setValues] = useState<Values>(row ? valuesOf(row) : EMPTY);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const errors: Partial<Record<keyof Values, string>> = {};
  if (isApiError(save.error, 400))
    for (const [field, keys] of Object.entries(save.error.errors)) {
      const key = FIELD_OF[field] ?? (field as keyof Values);
      if (keys[0]) errors[key] = t(keys[0]);
    }
  const handleSubmit = () =>
    save.mutate(
      { id: row?.id ?? null, values: inputOf(values) },
      {
        onSuccess: (saved) => {
          notify({ color: 'teal', message: t('coupons_saved', { code: saved.code }) });
          props.onClose();
        },
      },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('coupons_field_code')}
          description={t('coupons_field_code_help')}
          required
          maxLength={32}
          value={values.code}
          onChange={(e) => set('code', e.currentTarget.value.toUpperCase())}
          error={errors.code}
        />
        <TextInput
          label={t('coupons_field_description')}
          maxLength={200}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('coupons_field_kind')}
          </Text>
          <SegmentedControl
            value={values.kind}
            onChange={(kind) => set('kind', kind === 'amount' ? 'amount' : 'percent')}
            data={[
              { value: 'percent', label: t('coupons_kind_percent') },
              { value: 'amount', label: t('coupons_kind_amount') },
            ]}
          />
        </Stack>
        {values.kind === 'percent' ? (
          <NumberInput
            label={t('coupons_field_percent')}
            required
            min={1}
            max={100}
            allowDecimal={false}
            suffix="%"
            value={values.percent}
            onChange={(v) => set('percent', typeof v === 'number' ? v : '')}
            error={errors.percent}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t('coupons_field_amount')}
              required
              min={0}
              thousandSeparator=","
              decimalScale={values.currency === 'jpy' ? 0 : 2}
              value={values.amount}
              onChange={(v) => set('amount', typeof v === 'number' ? v : '')}
              error={errors.amount}
            />
            <Select
              label={t('coupons_field_currency')}
              required
              allowDeselect={false}
              data={CURRENCIES.map((c) => ({ value: c, label: t(`currency_${c}`) }))}
              value={values.currency}
              onChange={(c) => set('currency', c ?? 'thb')}
              error={errors.currency}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateTimeField
            label={t('coupons_field_start')}
            value={values.start}
            error={errors.start}
            onChange={(value) => set('start', value)}
          />
          <DateTimeField
            label={t('coupons_field_end')}
            value={values.end}
            error={errors.end}
            onChange={(value) => set('end', value)}
          />
          <NumberInput
            label={t('coupons_field_usage_limit')}
            min={1}
            allowDecimal={false}
            value={values.usage_limit}
            onChange={(v) => set('usage_limit', typeof v === 'number' ? v : '')}
            error={errors.usage_limit}
          />
          <NumberInput
            label={t('coupons_field_per_user_limit')}
            min={1}
            allowDecimal={false}
            value={values.per_user_limit}
            onChange={(v) => set('per_user_limit', typeof v === 'number' ? v : '')}
            error={errors.per_user_limit}
          />
        </SimpleGrid>
        <Checkbox
          label={t('coupons_field_active')}
          checked={values.is_active}
          onChange={(e) => set('is_active', e.currentTarget.checked)}
        />
        {save.isError && !isApiError(save.error, 400) && (
          <Text c="red.8" size="sm" role="alert">
            {errorMessage(t, save.error)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('coupons_cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('coupons_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog around the form: a new coupon, or the one being edited; closed when null. */
export function CouponFormDialog(props: {
  editing: DashboardCoupon | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(couponsMessages, orderMessages, learningMessages);
  const { editing } = props;
  return (
    <Modal
      opened={editing !== null}
      onClose={props.onClose}
      title={
        editing === 'new' || editing === null
          ? t('coupons_form_new')
          : t('coupons_form_edit', { code: editing.code })
      }
      size="lg"
    >
      {editing !== null && (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          onClose={props.onClose}
        />
      )}
    </Modal>
  );
}
