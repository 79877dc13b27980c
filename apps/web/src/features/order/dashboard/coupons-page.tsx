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
import {
  COUPON_ORDERINGS,
  CURRENCIES,
  type CouponInput,
  type Currency,
  type DashboardCoupon,
} from '@portal/shared';
import { isApiError } from '@/api/api-error';
import { DateTimeField } from '@/components/date-field';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime, learningMessages } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  DashboardListToolbar,
  knownOrdering,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { orderMessages } from '@/features/order';
import { formatMoney } from '@/features/order/components/money';
import { useCoupons, useDeactivateCoupon, useSaveCoupon } from './api/coupons';
import { couponsMessages } from './coupons-messages';

const ORDER_LABELS: Record<(typeof COUPON_ORDERINGS)[number], string> = {
  '-created': 'coupons_order_created_desc',
  created: 'coupons_order_created_asc',
  code: 'coupons_order_code_asc',
  '-code': 'coupons_order_code_desc',
};

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

/**
 * /dashboard/coupon: coupon codes, paged on the server with search, ordering and the active
 * filter in the URL; each shows its discount, validity, uses (live orders) and limits; made and
 * edited in a dialog, deactivated from its row (every change is audited on the server).
 */
export function CouponsPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(orderMessages);
  useFeatureTranslation(dashboardListMessages);
  const { t, i18n } = useFeatureTranslation(couponsMessages, orderMessages, learningMessages);
  const list = useDashboardListParams('-created');
  const ordering = knownOrdering(list.ordering, COUPON_ORDERINGS, '-created');
  const query = useCoupons({
    page: list.page,
    search: list.search,
    ordering,
    is_active: list.filter('is_active') || undefined,
  });
  const deactivate = useDeactivateCoupon();
  const [editing, setEditing] = useState<DashboardCoupon | 'new' | null>(null);
  const when = (iso: string | null) => formatDateTime(i18n.language, iso);

  const columns: ListColumn<DashboardCoupon>[] = [
    {
      key: 'code',
      header: t('coupons_col_code'),
      minWidth: 180,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={700} ff="monospace">
            {row.code}
          </Text>
          {row.description && (
            <Text size="xs" c="dimmed">
              {row.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'value',
      header: t('coupons_col_value'),
      nowrap: true,
      cell: (row) =>
        row.kind === 'percent'
          ? t('coupons_value_percent', { percent: row.percent })
          : t('coupons_value_amount', {
              amount: formatMoney(t, row.amount_minor ?? 0, row.currency ?? 'thb'),
            }),
    },
    {
      key: 'window',
      header: t('coupons_col_window'),
      minWidth: 170,
      cell: (row) => (
        <Text size="sm">
          {row.datetime_start && row.datetime_end
            ? t('coupons_window_between', {
                start: when(row.datetime_start),
                end: when(row.datetime_end),
              })
            : row.datetime_start
              ? t('coupons_window_from', { start: when(row.datetime_start) })
              : row.datetime_end
                ? t('coupons_window_until', { end: when(row.datetime_end) })
                : t('coupons_window_always')}
        </Text>
      ),
    },
    {
      key: 'uses',
      header: t('coupons_col_uses'),
      minWidth: 130,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">
            {row.usage_limit === null
              ? t('coupons_uses_unlimited', { used: row.used_count })
              : t('coupons_uses_of', { used: row.used_count, limit: row.usage_limit })}
          </Text>
          {row.per_user_limit !== null && (
            <Text size="xs" c="dimmed">
              {t('coupons_per_user', { limit: row.per_user_limit })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'state',
      header: t('coupons_col_state'),
      nowrap: true,
      cell: (row) => (
        <StatusBadge tone={row.is_active ? 'done' : 'closed'} size="sm">
          {row.is_active ? t('coupons_active') : t('coupons_inactive')}
        </StatusBadge>
      ),
    },
  ];

  const actions = (row: DashboardCoupon) => (
    <>
      <Button
        size="compact-sm"
        variant="default"
        aria-label={t('coupons_edit_of', { code: row.code })}
        onClick={() => setEditing(row)}
      >
        {t('coupons_edit')}
      </Button>
      {row.is_active && (
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          aria-label={t('coupons_deactivate_of', { code: row.code })}
          loading={deactivate.isPending && deactivate.variables === row.id}
          onClick={() =>
            deactivate.mutate(row.id, {
              onSuccess: () =>
                notify({ color: 'teal', message: t('coupons_deactivated', { code: row.code }) }),
            })
          }
        >
          {t('coupons_deactivate')}
        </Button>
      )}
    </>
  );

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('coupons_title')} intro={t('coupons_intro')}>
          <Button onClick={() => setEditing('new')}>{t('coupons_new')}</Button>
        </PageHeader>
        <DashboardListToolbar
          list={list}
          searchDescription={t('coupons_search_help')}
          ordering={{
            value: ordering,
            options: COUPON_ORDERINGS.map((value) => ({ value, label: t(ORDER_LABELS[value]) })),
          }}
          filters={[
            {
              name: 'is_active',
              label: t('coupons_filter_active'),
              options: [
                { value: 'true', label: t('coupons_active') },
                { value: 'false', label: t('coupons_inactive') },
              ],
            },
          ]}
          clearable
        />
        <DashboardList
          label={t('coupons_title')}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          actions={actions}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
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
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
    </PageContainer>
  );
}
