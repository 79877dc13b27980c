import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import FullCalendar from '@fullcalendar/react';
import type { EventClickArg, EventSourceFuncArg, EventInput } from '@fullcalendar/core';
import thLocale from '@fullcalendar/core/locales/th';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import type { CalendarItem, CalendarItemKind } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { useContentLanguage } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { getCalendar, type CalendarScope } from '../api/calendar-api';
import { calendarMessages } from '../calendar-messages';
import { FeedBox } from './feed-box';
import classes from './calendar-page.module.css';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin];

/** One colour per kind of item, in the calendar and its legend. */
const KIND_COLOR: Record<CalendarItemKind, string> = {
  assignment_deadline: 'red',
  enrollment_window: 'indigo',
  class_session: 'grape',
};

/** Years in the Buddhist era when Thai ('พฤศจิกายน 2569'), the Gregorian one otherwise. */
function titleFormatter(language: string) {
  const format = new Intl.DateTimeFormat(
    language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB',
    // FullCalendar's markers hold the wall-clock time in UTC fields.
    { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
  const day = new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (arg: { start: { marker: Date }; end?: { marker: Date } }) => {
    const start = arg.start.marker;
    const end = arg.end ? new Date(arg.end.marker.getTime() - 1) : start;
    // A month view starts on the 1st and ends in the same month; a week view gets its day range.
    if (start.getUTCDate() === 1 && end.getUTCMonth() === start.getUTCMonth())
      return format.format(start);
    return start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10)
      ? day.format(start)
      : `${day.format(start)} – ${day.format(end)}`;
  };
}

function eventOf(item: CalendarItem, language: string, kindLabel: string): EventInput {
  const title = (language === 'th' ? item.title.th : item.title.en) || item.title.en;
  return {
    id: item.key,
    title: `${kindLabel}: ${title}`,
    start: item.start_at,
    end: item.end_at ?? undefined,
    allDay: item.all_day,
    url: item.link,
    color: `var(--mantine-color-${KIND_COLOR[item.kind]}-8)`,
    extendedProps: { kind: item.kind },
  };
}

/**
 * /calendar (everyone's scheduled items) and /profile/calendar (mine, with the feed box): month,
 * week and list views (the list on a phone), in the viewer's language, each item opening its page.
 */
export function CalendarPage(props: { scope: CalendarScope }) {
  const { t, i18n } = useFeatureTranslation(calendarMessages);
  const { t: tGlobal } = useTranslation();
  // Titles in the content language (the profile's), the calendar's words in the screen's.
  const language = useContentLanguage();
  const screenLanguage = i18n.language === 'th' ? 'th' : 'en';
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [error, setError] = useState<unknown>(null);
  const [truncated, setTruncated] = useState(false);
  const [loading, setLoading] = useState(true);

  const events = useCallback(
    (info: EventSourceFuncArg) =>
      getCalendar(props.scope, info.start.toISOString(), info.end.toISOString()).then(
        (answer) => {
          setError(null);
          setTruncated(answer.truncated);
          return answer.results.map((item) =>
            eventOf(item, language, t(`calendar_kind_${item.kind}`)),
          );
        },
        (reason: unknown) => {
          setError(reason);
          return [];
        },
      ),
    [props.scope, language, t],
  );
  const titleFormat = useMemo(() => titleFormatter(screenLanguage), [screenLanguage]);

  const open = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    if (arg.event.url) void navigate(arg.event.url);
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>
              {props.scope === 'mine' ? tGlobal('my_calendar') : tGlobal('all_calendar')}
            </Title>
            <Text c="dimmed" mt={4}>
              {props.scope === 'mine' ? t('calendar_intro_mine') : t('calendar_intro_all')}
            </Text>
          </div>
          <Group gap="xs">
            {props.scope === 'mine' && (
              <Button component={Link} to="/conflict" variant="subtle" size="sm">
                {t('conflict_link')}
              </Button>
            )}
            <Button
              component={Link}
              to={props.scope === 'mine' ? '/calendar' : '/profile/calendar'}
              variant="default"
              size="sm"
            >
              {props.scope === 'mine' ? t('calendar_switch_all') : t('calendar_switch_mine')}
            </Button>
          </Group>
        </Group>
        <Group gap="xs" role="list" aria-label={t('calendar_legend')}>
          {(Object.keys(KIND_COLOR) as CalendarItemKind[])
            .filter((kind) => props.scope === 'mine' || kind !== 'assignment_deadline')
            .map((kind) => (
              <Badge key={kind} role="listitem" color={KIND_COLOR[kind]} variant="light">
                {t(`calendar_kind_${kind}`)}
              </Badge>
            ))}
        </Group>
        {error !== null && (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, error)}
          </Alert>
        )}
        {truncated && (
          <Alert color="yellow" variant="light">
            {t('calendar_truncated')}
          </Alert>
        )}
        <div className={classes.calendar} aria-busy={loading} data-testid="calendar">
          <FullCalendar
            key={`${screenLanguage}-${language}-${phone ? 'phone' : 'wide'}`}
            plugins={PLUGINS}
            initialView={phone ? 'listMonth' : 'dayGridMonth'}
            headerToolbar={
              phone
                ? { left: 'prev,next', center: 'title', right: 'today' }
                : {
                    left: 'prev,next today',
                    center: 'title',
                    right: 'dayGridMonth,timeGridWeek,listMonth',
                  }
            }
            footerToolbar={phone ? { center: 'dayGridMonth,timeGridWeek,listMonth' } : undefined}
            // Words, not icon fonts: the icons are images without a text alternative.
            buttonIcons={false}
            buttonText={{
              prev: t('calendar_prev'),
              next: t('calendar_next'),
              today: t('calendar_today'),
              month: t('calendar_view_month'),
              week: t('calendar_view_week'),
              list: t('calendar_view_list'),
            }}
            locales={[thLocale]}
            locale={screenLanguage === 'th' ? 'th' : 'en-gb'}
            titleFormat={titleFormat}
            noEventsContent={t('calendar_no_events')}
            events={events}
            eventClick={open}
            // A day cell is named by its date alone, yet holds its events' links: drop that
            // name so a screen reader reads what the cell shows (the date link names the day).
            dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
            loading={setLoading}
            height="auto"
            dayMaxEventRows={3}
            eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          />
        </div>
        {props.scope === 'mine' && <FeedBox />}
      </Stack>
    </PageContainer>
  );
}

export function AllCalendarPage() {
  return <CalendarPage scope="all" />;
}

export function MyCalendarPage() {
  return <CalendarPage scope="mine" />;
}
