import { useDropzone, type FileRejection } from 'react-dropzone';
import { DropzoneArea, type DropzoneAreaProps } from './dropzone-area';
import { acceptAttribute } from './upload-hints';

interface FileDropzoneProps extends DropzoneAreaProps {
  onFiles: (files: File[]) => void;
}

/**
 * Where files come in: dropped on the area, or picked with a real button (keyboard and screen
 * readers reach it like any button). Every file goes to `onFiles`, which checks it against the
 * rule itself, so refused files get the rule's own message instead of vanishing.
 */
export function FileDropzone({ onFiles, ...area }: FileDropzoneProps) {
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    multiple: area.multiple,
    disabled: area.disabled,
    // The area is no button itself; the one inside is, so there is a single tab stop.
    noClick: true,
    noKeyboard: true,
    useFsAccessApi: false,
    onDrop: (accepted: File[], rejected: FileRejection[]) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
  });

  return (
    <DropzoneArea
      {...area}
      isDragActive={isDragActive}
      rootProps={getRootProps()}
      // Hidden from assistive technology: the button opens it. The accept list only pre-filters the dialog.
      input={<input {...getInputProps({ accept: acceptAttribute(area.rule), 'aria-hidden': true })} />}
      onChoose={open}
    />
  );
}
