import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { FILE_INPUT_ACCEPT } from '../upload-image';

export interface UploadDropzoneProps {
  previewUrl: string | null;
  /** The chosen file's name, shown when the browser cannot draw the photo (HEIC outside Safari). */
  fileName?: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Hidden from the eye, still focusable and announced (a `hidden` input could not take the keyboard's focus). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Click or drag-and-drop area for one image, showing the preview once chosen (product.md P12 Upload). The area is a
 * `<label>` around a real file input: a tap opens the browser's file chooser by itself, on the prerendered page
 * before the app has loaded too (the entry hands a file chosen then to the app: src/app/until-first-interaction.ts).
 * The input is visually hidden but stays focusable, so Enter or Space on it opens the chooser as well.
 */
export function UploadDropzone({ previewUrl, fileName = null, disabled, onFile }: UploadDropzoneProps) {
  const [dragging, setDragging] = useState(false);
  // The preview that failed to draw (most browsers cannot show a HEIC photo; the server converts it on upload).
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Box
      component="label"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="upload-dropzone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        minHeight: { xs: 220, sm: 280 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        position: 'relative',
        '&:has(input:focus-visible)': { borderColor: 'primary.main' },
      }}
    >
      <input
        type="file"
        accept={FILE_INPUT_ACCEPT}
        disabled={disabled}
        aria-label={previewUrl || fileName ? 'Click to change image' : 'Choose a photo to upload'}
        data-testid="upload-input"
        style={VISUALLY_HIDDEN}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // Choosing the same file again must fire change again.
          event.target.value = '';
        }}
      />
      {previewUrl && brokenPreview !== previewUrl ? (
        <Box
          component="img"
          src={previewUrl}
          alt="Your photo"
          onError={() => setBrokenPreview(previewUrl)}
          sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 1 }}
        />
      ) : fileName ? (
        <>
          <ImageIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography variant="body1" component="p" sx={{ wordBreak: 'break-all' }}>
            {`Photo chosen: ${fileName}`}
          </Typography>
        </>
      ) : null}
      {previewUrl || fileName ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mt: 1.5,
          }}
        >
          Click to change image
        </Typography>
      ) : (
        <>
          <CloudUploadIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography variant="h6" component="p">
            Click or drag your photo here
          </Typography>
        </>
      )}
    </Box>
  );
}
