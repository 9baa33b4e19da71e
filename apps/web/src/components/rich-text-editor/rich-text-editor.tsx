import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isRichTextLink } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { sanitizeRichTextHtml } from '@/lib/rich-text';
import { uploadPublicImage } from '@/lib/uploads';
import styles from './rich-text-editor.module.css';

export type RichTextEditorProps = {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  ariaLabel: string;
  /** Stores an image and answers its address; defaults to the public upload. Aborted through `signal` when it takes too long. */
  uploadImage?: (file: File, signal?: AbortSignal) => Promise<string>;
  /** Image rules of the field (reports: one image of at most 5 MB, 180 s to upload); none by default. */
  limits?: ImageLimits;
  /** `report`: the menus of the report editor (spec 001 §5: bold, italic, lists, image); `full` adds headings, quote and links. */
  toolset?: 'full' | 'report';
};

export type ImageLimits = { maxImages?: number; maxImageBytes?: number; uploadTimeoutMs?: number };

const REPORT_TOOLS = new Set(['bold', 'italic', 'bulletList', 'orderedList', 'image', 'undo', 'redo']);

/** How many images a document holds. */
function imagesIn(doc: Editor['state']['doc']): number {
  let count = 0;
  doc.descendants((node) => {
    if (node.type.name === 'image') count += 1;
  });
  return count;
}
const imageCount = (editor: Editor) => imagesIn(editor.state.doc);

/** Pasted HTML keeps only the images the limit still allows (the toolbar's check cannot see a paste). */
function keepImages(html: string, room: number): string {
  let left = Math.max(0, room);
  return html.replace(/<img\b[^>]*>/gi, (img) => (left-- > 0 ? img : ''));
}

/** The upload, given up after `ms` (its request aborted): rejects with a TimeoutError then. */
function withTimeout(upload: (signal: AbortSignal) => Promise<string>, ms: number | undefined): Promise<string> {
  const controller = new AbortController();
  if (!ms) return upload(controller.signal);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DOMException('upload timed out', 'TimeoutError'));
    }, ms);
  });
  return Promise.race([upload(controller.signal), expired]).finally(() => clearTimeout(timer));
}

type Tool = { key: string; label: string; text: string; active?: boolean; disabled?: boolean; run: () => void };

/**
 * A tool's name for assistive technology: its label, and the letters or digits it shows when
 * they are not already part of it ("有序列表 1."), so voice control users can say what they see
 * (WCAG 2.5.3, axe's label-content-name-mismatch). Symbols (•, ¶, ↶) are left out.
 */
function accessibleName(tool: Pick<Tool, 'label' | 'text'>): string {
  // A single letter (B, I) is read as an icon; two or more characters (H2, 1.) as text.
  return [...tool.text].length > 1 && /[\p{L}\p{N}]/u.test(tool.text) && !tool.label.includes(tool.text) ? `${tool.label} ${tool.text}` : tool.label;
}

/** What the toolbar shows as pressed or available: read from the editor on every change. */
function useToolState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

/**
 * The one rich-text editor (Tiptap, on ProseMirror): bold, italic, headings, lists, quote,
 * links and uploaded images. Each Enter starts a paragraph, so line breaks survive the
 * allow-list. Pasted and loaded HTML is sanitised with the contract's allow-list before it
 * enters; the server sanitises again when it stores. Default export: loaded lazily.
 */
export default function RichTextEditor({ value, onChange, id, ariaLabel, uploadImage = uploadPublicImage, limits = {}, toolset = 'full' }: RichTextEditorProps) {
  const { t } = useTranslation('richText');
  const emitted = useRef<string | null>(value ?? '');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isRichTextLink(url) },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: sanitizeRichTextHtml(value ?? ''),
    editorProps: {
      attributes: { id: id ?? '', 'aria-label': ariaLabel, 'aria-multiline': 'true', role: 'textbox', class: 'wl-rich-text' },
      transformPastedHTML: (html, view) => {
        const clean = sanitizeRichTextHtml(html);
        return limits.maxImages === undefined ? clean : keepImages(clean, limits.maxImages - imagesIn(view.state.doc));
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChange?.(html);
    },
  });

  // Outside changes (loading an announcement) replace the content; our own edits do not loop back.
  useEffect(() => {
    if (!editor || (value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    editor.commands.setContent(sanitizeRichTextHtml(value ?? ''), { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return <EditorFrame editor={editor} t={t} uploadImage={uploadImage} limits={limits} toolset={toolset} />;
}

type FrameProps = { editor: Editor; t: TFunction<'richText'>; uploadImage: NonNullable<RichTextEditorProps['uploadImage']>; limits: ImageLimits; toolset: 'full' | 'report' };

function EditorFrame({ editor, t, uploadImage, limits, toolset }: FrameProps) {
  const state = useToolState(editor);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState(false);
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  const openLink = () => {
    setHref(editor.getAttributes('link').href ?? '');
    setLinkError(false);
    setLinking(true);
  };
  const applyLink = (e: FormEvent) => {
    e.preventDefault();
    const url = href.trim();
    if (!isRichTextLink(url)) {
      setLinkError(true);
      return;
    }
    chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinking(false);
  };
  const imagesFull = () => limits.maxImages !== undefined && imageCount(editor) >= limits.maxImages;
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type)) {
      setUpload({ busy: false, error: t('imageType') });
      return;
    }
    // Checked before uploading: the server refuses too, but only after the bytes crossed a slow line.
    if (limits.maxImageBytes !== undefined && file.size > limits.maxImageBytes) {
      setUpload({ busy: false, error: t('imageTooLarge', { mb: Math.round(limits.maxImageBytes / 1024 / 1024) }) });
      return;
    }
    if (imagesFull()) {
      setUpload({ busy: false, error: t('imageLimit', { count: limits.maxImages }) });
      return;
    }
    setUpload({ busy: true, error: null });
    try {
      const src = await withTimeout((signal) => uploadImage(file, signal), limits.uploadTimeoutMs);
      chain().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
      setUpload({ busy: false, error: null });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      setUpload({
        busy: false,
        error: timedOut ? t('uploadTimeout', { seconds: Math.round((limits.uploadTimeoutMs ?? 0) / 1000) }) : error instanceof ApiError && error.message ? error.message : t('uploadFailed'),
      });
    }
  };

  const groups: Tool[][] = [
    [
      { key: 'bold', label: t('bold'), text: 'B', active: state.bold, run: () => chain().toggleBold().run() },
      { key: 'italic', label: t('italic'), text: 'I', active: state.italic, run: () => chain().toggleItalic().run() },
    ],
    [
      { key: 'h2', label: t('heading2'), text: 'H2', active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: 'h3', label: t('heading3'), text: 'H3', active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
      { key: 'paragraph', label: t('paragraph'), text: '¶', run: () => chain().setParagraph().run() },
      { key: 'quote', label: t('quote'), text: '❝', active: state.quote, run: () => chain().toggleBlockquote().run() },
    ],
    [
      { key: 'bulletList', label: t('bulletList'), text: '•', active: state.bulletList, run: () => chain().toggleBulletList().run() },
      { key: 'orderedList', label: t('orderedList'), text: '1.', active: state.orderedList, run: () => chain().toggleOrderedList().run() },
    ],
    [
      { key: 'link', label: t('link'), text: t('link'), active: state.link, run: openLink },
      { key: 'unlink', label: t('unlink'), text: '⨯', disabled: !state.link, run: () => chain().extendMarkRange('link').unsetLink().run() },
      {
        key: 'image',
        label: t('image'),
        text: t('image'),
        disabled: upload.busy,
        // Full: say why rather than open a file picker whose choice would be refused.
        run: () => (imagesFull() ? setUpload({ busy: false, error: t('imageLimit', { count: limits.maxImages }) }) : fileInput.current?.click()),
      },
    ],
    [
      { key: 'undo', label: t('undo'), text: '↶', disabled: !state.canUndo, run: () => chain().undo().run() },
      { key: 'redo', label: t('redo'), text: '↷', disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  const shown = toolset === 'report' ? groups.map((group) => group.filter((tool) => REPORT_TOOLS.has(tool.key))).filter((group) => group.length > 0) : groups;

  return (
    <div className={styles.editor} data-testid="rich-text-editor">
      <div role="toolbar" aria-label={t('toolbar')} className={styles.toolbar}>
        {shown.map((group, i) => (
          <div key={i} className={styles.group}>
            {group.map((tool) => (
              <button
                key={tool.key}
                type="button"
                className={`${styles.tool} ${styles[tool.key] ?? ''}`}
                title={tool.label}
                aria-label={accessibleName(tool)}
                aria-pressed={tool.active === undefined ? undefined : tool.active}
                disabled={tool.disabled}
                // Keeps the selection in the text while the button is pressed.
                onMouseDown={(e) => e.preventDefault()}
                onClick={tool.run}
                data-testid={`rte-${tool.key}`}
              >
                {tool.text}
              </button>
            ))}
          </div>
        ))}
      </div>
      {linking && (
        <form className={styles.linkForm} onSubmit={applyLink} data-testid="rte-link-form">
          <label htmlFor="rte-link-input">{t('linkAddress')}</label>
          <input id="rte-link-input" value={href} onChange={(e) => setHref(e.target.value)} placeholder={t('linkPlaceholder')} aria-invalid={linkError} autoFocus />
          <button type="submit" className={styles.tool}>
            {t('linkApply')}
          </button>
          <button type="button" className={styles.tool} onClick={() => setLinking(false)}>
            {t('linkCancel')}
          </button>
          {linkError && (
            <span role="alert" className={styles.error}>
              {t('linkInvalid')}
            </span>
          )}
        </form>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        className={styles.hidden}
        // Inline: Ant Design's forms show every file input (`.ant-form input[type='file'] { display: block }`), which outranks a class.
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="rte-image-input"
      />
      {(upload.busy || upload.error) && (
        <div className={`${styles.status} ${upload.error ? styles.error : ''}`} role={upload.error ? 'alert' : 'status'}>
          {upload.error ?? t('uploading')}
        </div>
      )}
      <EditorContent editor={editor} className={styles.area} />
    </div>
  );
}
