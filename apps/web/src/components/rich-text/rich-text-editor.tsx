import '@mantine/tiptap/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { cleanPastedHtml } from './clean-paste';
import { richTextMessages } from './rich-text-messages';
import { UrlControl } from './url-control';
import { VideoEmbed } from './video-embed-node';
import { isAllowedLink, videoEmbedUrl } from './video-url';

/** What the editor needs from its field; the field lazy-loads this module. */
export interface RichTextEditorProps {
  label: string;
  value: string;
  lang?: string | undefined;
  invalid?: boolean;
  onChange: (value: string) => void;
  /** Uploads an image and answers its address (the dashboard's upload path). */
  onImageUpload?: ((file: File) => Promise<string>) | undefined;
  /** Why an image upload failed, in the viewer's language. */
  describeUploadError?: ((error: unknown) => string) | undefined;
}

/** The placeholder image Mantine's upload shows while a file uploads or after it failed. */
const PENDING_IMAGE = /<img [^>]*src="blob:[^"]*"[^>]*>/g;

const icon = (path: string) => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={path} />
  </svg>
);
const LINK_ICON = icon(
  'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
);
const VIDEO_ICON = icon('M3 6h13v12H3zM16 10l5-3v10l-5-3');

/**
 * The WYSIWYG editor of a rich field (Tiptap through Mantine's RichTextEditor). The value is
 * HTML. Content is set from `value` only when it changes from outside (another record loaded),
 * never on the editor's own updates, so a Thai input method's composition is not cut off.
 */
export default function RichTextEditorImpl(props: RichTextEditorProps) {
  const { t } = useFeatureTranslation(richTextMessages);
  const emitted = useRef(props.value);
  const change = useRef(props.onChange);
  change.current = props.onChange;
  const [uploadError, setUploadError] = useState<string | null>(null);
  const describe = useRef(props.describeUploadError);
  describe.current = props.describeUploadError;
  const upload = useRef(props.onImageUpload);
  upload.current = props.onImageUpload;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
      getUploadImageExtension(Image, {
        onImageUpload: (file: File) => {
          setUploadError(null);
          return upload.current ? upload.current(file) : Promise.reject(new Error('no upload'));
        },
        onImageUploadError: (_file: File, error: unknown) =>
          setUploadError(describe.current?.(error) ?? String(error)),
        shouldUploadPastedImage: (src: string) =>
          src.startsWith('data:') || src.startsWith('blob:'),
      }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
      VideoEmbed,
    ],
    content: props.value,
    editorProps: {
      attributes: {
        'aria-label': props.label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(props.lang ? { lang: props.lang } : {}),
        ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => {
      // An image still uploading (or failed) is a local blob: it is not part of the value.
      const html = current.isEmpty ? '' : current.getHTML().replace(PENDING_IMAGE, '');
      emitted.current = html;
      change.current(html);
    },
  });

  // Another record (or a reset) replaced the value: load it without emitting an update.
  useEffect(() => {
    if (!editor || props.value === emitted.current) return;
    emitted.current = props.value;
    editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);

  const linkActive = useEditorState({
    editor,
    selector: ({ editor: current }) => current?.isActive('link') ?? false,
  });

  return (
    <>
      <RichTextEditor
        editor={editor}
        onImageUpload={props.onImageUpload ? (file) => upload.current!(file) : undefined}
        labels={{
          boldControlLabel: t('rte_bold'),
          italicControlLabel: t('rte_italic'),
          underlineControlLabel: t('rte_underline'),
          h2ControlLabel: t('rte_h2'),
          h3ControlLabel: t('rte_h3'),
          bulletListControlLabel: t('rte_bullet_list'),
          orderedListControlLabel: t('rte_ordered_list'),
          unlinkControlLabel: t('rte_unlink'),
          imageUploadControlLabel: t('rte_image'),
          tableInsertControlLabel: t('rte_table_insert'),
          tableInsertLabel: (columns, rows) => t('rte_table_size', { columns, rows }),
          tableDeleteControlLabel: t('rte_table_delete'),
          tableColumnBeforeControlLabel: t('rte_column_before'),
          tableColumnAfterControlLabel: t('rte_column_after'),
          tableColumnDeleteControlLabel: t('rte_column_delete'),
          tableRowBeforeControlLabel: t('rte_row_before'),
          tableRowAfterControlLabel: t('rte_row_after'),
          tableRowDeleteControlLabel: t('rte_row_delete'),
          tableToggleHeaderRowControlLabel: t('rte_header_row'),
          undoControlLabel: t('rte_undo'),
          redoControlLabel: t('rte_redo'),
        }}
      >
        {/* Stays under the dashboard's fixed 50 px header while a long article scrolls. */}
        <RichTextEditor.Toolbar
          sticky
          stickyOffset={50}
          aria-label={t('rte_toolbar', { name: props.label })}
          role="toolbar"
        >
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <UrlControl
              label={t('rte_link')}
              inputLabel={t('rte_link_input')}
              invalid={t('rte_link_invalid')}
              submit={t('rte_insert')}
              icon={LINK_ICON}
              active={linkActive}
              initial={() => (editor?.getAttributes('link').href as string | undefined) ?? ''}
              apply={(url) =>
                !!editor &&
                isAllowedLink(url) &&
                editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run()
              }
            />
            <RichTextEditor.Unlink />
            {props.onImageUpload && (
              <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/gif,image/webp" />
            )}
            <UrlControl
              label={t('rte_video')}
              inputLabel={t('rte_video_input')}
              invalid={t('rte_video_invalid')}
              submit={t('rte_insert')}
              icon={VIDEO_ICON}
              apply={(url) => {
                const src = videoEmbedUrl(url);
                return !!editor && !!src && editor.chain().focus().setVideoEmbed({ src }).run();
              }}
            />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableToggleHeaderRow />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
      {uploadError && (
        <Text size="xs" c="red" role="alert">
          {t('rte_image_failed', { reason: uploadError })}
        </Text>
      )}
    </>
  );
}
