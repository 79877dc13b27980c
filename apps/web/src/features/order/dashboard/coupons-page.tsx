import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { COUPON_ORDERINGS, type DashboardCoupon } from '@portal/shared';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime, learningMessages } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/core/notify';
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
import { useCoupons, useDeactivateCoupon } from './api/coupons';
import { CouponFormDialog } from './coupon-form-dialog';
import { couponsMessages } from './coupons-messages';

const ORDER_LABELS: Record<(typeof COUPON_ORDERINGS)[number], string> = {
  '-created': 'coupons_order_created_desc',
  created: 'coupons_order_created_asc',
  code: 'coupons_order_code_asc',
  '-code': 'coupons_order_code_desc',
};

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
      <CouponFormDialog editing={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
