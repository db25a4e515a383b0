import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

export interface UploadDropzoneProps {
  previewUrl: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Click or drag-and-drop area for one image, showing the preview once chosen (product.md P12 Upload). */
export function UploadDropzone({ previewUrl, disabled, onFile }: UploadDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={previewUrl ? 'Click to change image' : 'Choose a photo to upload'}
      aria-disabled={disabled}
      onClick={open}
      onKeyDown={onKeyDown}
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
        outline: 'none',
        '&:focus-visible': { borderColor: 'primary.main' },
      }}
    >
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // Choosing the same file again must fire change again.
          event.target.value = '';
        }}
      />
      {previewUrl ? (
        <>
          <Box
            component="img"
            src={previewUrl}
            alt="Your photo"
            sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 1 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Click to change image
          </Typography>
        </>
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
