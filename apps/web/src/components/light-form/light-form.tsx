import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import styles from './light-form.module.css';

type FieldProps = {
  /** The control's id: the label points at it, the message is `<id>_help`. */
  id: string;
  label?: string;
  required?: boolean;
  errors?: string[];
  children: ReactNode;
};

/**
 * A vertical form item drawn like Ant Design's (label with its required mark, the control,
 * the messages below), for pages that paint without Ant Design (issue 7 §1).
 */
export function LightField({ id, label, required = false, errors = [], children }: FieldProps) {
  return (
    <div className={`${styles.item} ${errors.length > 0 ? styles.hasError : ''}`}>
      {label && (
        <div className={styles.label}>
          <label htmlFor={id} className={required ? styles.required : undefined} data-required={required ? 'true' : undefined}>
            {label}
          </label>
        </div>
      )}
      {children}
      {errors.length > 0 && (
        <div id={`${id}_help`} className={styles.explain} role="alert">
          {errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
    </div>
  );
}

/** A large text input; `invalid` draws it red and points at the field's messages. */
export function LightInput({ invalid = false, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & { id: string; invalid?: boolean }) {
  return <input type="text" {...props} className={`${styles.input} ${invalid ? styles.inputError : ''} ${className}`} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${props.id}_help` : undefined} />;
}

/** A large block button, primary or default, with a spinner while `loading`. */
export function LightButton({ primary = false, loading = false, block = false, children, className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; loading?: boolean; block?: boolean }) {
  return (
    <button type="button" {...props} className={`${styles.button} ${primary ? styles.primary : ''} ${block ? styles.block : ''} ${className}`} aria-busy={loading || undefined}>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
