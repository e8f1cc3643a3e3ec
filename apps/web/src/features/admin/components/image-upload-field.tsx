// The image field of the topic editor: a URL that an upload fills in (the server checks the bytes).
import { useState } from 'react';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { uploadTopicImage } from '../api/admin-api';

export function ImageUploadField({ id, value, onChange }: { id: string; value: string; onChange: (url: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange((await uploadTopicImage(file)).imageUrl);
      toast.success('Image uploaded');
    } catch (error) {
      toast.error('Could not upload the image', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder="/api/topic-images/… or https://…" />
      <label className="text-muted-foreground flex items-center gap-2 text-sm">
        <span>{uploading ? 'Uploading…' : 'Upload an image (PNG, JPEG, GIF or WebP, up to 2 MB):'}</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={uploading}
          data-testid="topic-image-upload"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </label>
      {value && <img src={value} alt="" className="h-24 w-auto rounded-md border object-cover" />}
    </div>
  );
}
