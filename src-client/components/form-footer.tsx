import { Link, type LinkProps } from '@tanstack/react-router';
import { Button, buttonClasses } from './button';

interface FormFooterProps {
  /** The list the form belongs to. */
  back: LinkProps['to'];
  backLabel: string;
  busy: boolean;
  saveLabel: string;
  busyLabel: string;
  /** A rule above, where the form's last field needs setting apart from its buttons. */
  divided?: boolean;
}

/** An admin form's buttons: back to its list, and Save (its busy text while the save runs). Save comes first on a phone. */
export function FormFooter({ back, backLabel, busy, saveLabel, busyLabel, divided = false }: FormFooterProps) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${divided ? 'border-t border-stone-100 pt-4' : ''}`}>
      <Link to={back} className={buttonClasses('secondary')}>
        {backLabel}
      </Link>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : saveLabel}
      </Button>
    </div>
  );
}
