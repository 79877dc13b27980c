import { useState, type ReactNode } from 'react';
import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';

/**
 * A toolbar button that asks for an address (a link, a video) and checks it before use:
 * `apply` answers false when the address is refused, and the error stays under the field.
 */
export function UrlControl(props: {
  label: string;
  inputLabel: string;
  invalid: string;
  submit: string;
  icon: ReactNode;
  active?: boolean;
  /** The address shown when the popover opens (the current link's). */
  initial?: () => string;
  apply: (url: string) => boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState(false);
  const open = () => {
    setUrl(props.initial?.() ?? '');
    setError(false);
    setOpened(true);
  };
  const submit = () => {
    if (props.apply(url.trim())) setOpened(false);
    else setError(true);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus shadow="md" withinPortal>
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={props.label}
          title={props.label}
          active={props.active ?? false}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          {props.icon}
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Group
          component="form"
          gap="xs"
          align="flex-start"
          wrap="nowrap"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextInput
            size="xs"
            w={260}
            maw="60vw"
            label={props.inputLabel}
            value={url}
            error={error ? props.invalid : undefined}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setError(false);
            }}
          />
          <Button size="xs" type="submit" mt={22}>
            {props.submit}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
