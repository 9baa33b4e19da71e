import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { Button, Divider, Space, Tooltip } from 'antd';
import { useAdminT } from '../i18n';
import { sanitizeEditorHtml } from './sanitize-editor-html';
import { UrlDialog } from './url-dialog';
import styles from './rich-text-editor.module.css';

type Command = { key: string; label: string; text: string; run: () => void };

/**
 * A small WYSIWYG editor without a package: a contentEditable area and a toolbar built on
 * document.execCommand (bold, italic, underline, strike, headings, lists, quote, link,
 * image by address). Pasted and loaded HTML goes through the allow-list first, so nothing
 * hostile becomes live markup here; the server cleans again when it stores.
 */
export function RichTextEditor({ value, onChange, id, ariaLabel }: { value?: string; onChange?: (html: string) => void; id?: string; ariaLabel: string }) {
  const { t } = useAdminT();
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);

  // Outside changes (loading an announcement) replace the content; our own edits do not loop back.
  useEffect(() => {
    if (!area.current || value === emitted.current) return;
    area.current.innerHTML = sanitizeEditorHtml(value ?? '');
    emitted.current = value ?? '';
  }, [value]);

  const emit = () => {
    if (!area.current) return;
    const html = area.current.innerHTML === '<br>' ? '' : area.current.innerHTML;
    emitted.current = html;
    onChange?.(html);
  };

  const exec = (command: string, argument?: string) => {
    area.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
      savedRange.current = null;
    }
    document.execCommand(command, false, argument);
    emit();
  };

  const ask = (kind: 'link' | 'image') => {
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode) ? selection.getRangeAt(0) : null;
    setAsking(kind);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    if (html) document.execCommand('insertHTML', false, sanitizeEditorHtml(html));
    else document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
    emit();
  };

  const groups: Command[][] = [
    [
      { key: 'bold', label: t('editor.bold'), text: 'B', run: () => exec('bold') },
      { key: 'italic', label: t('editor.italic'), text: 'I', run: () => exec('italic') },
      { key: 'underline', label: t('editor.underline'), text: 'U', run: () => exec('underline') },
      { key: 'strike', label: t('editor.strike'), text: 'S', run: () => exec('strikeThrough') },
    ],
    [
      { key: 'h2', label: t('editor.h2'), text: 'H2', run: () => exec('formatBlock', '<h2>') },
      { key: 'h3', label: t('editor.h3'), text: 'H3', run: () => exec('formatBlock', '<h3>') },
      { key: 'p', label: t('editor.paragraph'), text: '¶', run: () => exec('formatBlock', '<p>') },
      { key: 'quote', label: t('editor.quote'), text: '❝', run: () => exec('formatBlock', '<blockquote>') },
    ],
    [
      { key: 'ul', label: t('editor.bulletList'), text: '•', run: () => exec('insertUnorderedList') },
      { key: 'ol', label: t('editor.orderedList'), text: '1.', run: () => exec('insertOrderedList') },
      { key: 'link', label: t('editor.link'), text: 'Link', run: () => ask('link') },
      { key: 'image', label: t('editor.image'), text: 'Img', run: () => ask('image') },
    ],
    [
      { key: 'clear', label: t('editor.clear'), text: 'Tx', run: () => exec('removeFormat') },
      { key: 'undo', label: t('editor.undo'), text: '↶', run: () => exec('undo') },
      { key: 'redo', label: t('editor.redo'), text: '↷', run: () => exec('redo') },
    ],
  ];

  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label={t('editor.toolbar')} className={styles.toolbar}>
        {groups.map((group, i) => (
          <Space key={i} size={2}>
            {i > 0 && <Divider orientation="vertical" />}
            {group.map((command) => (
              <Tooltip key={command.key} title={command.label}>
                <Button
                  size="small"
                  type="text"
                  aria-label={command.label}
                  className={styles[command.key]}
                  // Keeps the selection in the editing area while the button is pressed.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={command.run}
                >
                  {command.text}
                </Button>
              </Tooltip>
            ))}
          </Space>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        className={`wl-rich-text ${styles.area}`}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={ariaLabel}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        onDrop={(e) => e.preventDefault()}
      />
      <UrlDialog
        kind={asking}
        onClose={() => setAsking(null)}
        onSubmit={(url) => {
          const kind = asking;
          setAsking(null);
          if (kind === 'image') exec('insertImage', url);
          else exec('createLink', url);
        }}
      />
    </div>
  );
}
