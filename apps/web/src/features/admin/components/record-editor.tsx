// A small form dialog shared by the topics and recaps editors: text, long text, one-item-per-line lists
// and a checkbox, described by a field list rather than written twice.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ImageUploadField } from './image-upload-field';

export interface FieldSpec {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'lines' | 'checkbox';
  /** The id: typed at creation, fixed afterwards. */
  isId?: boolean;
}

type Values = Record<string, unknown>;

function toForm(fields: FieldSpec[], record: Values | null): Record<string, string | boolean> {
  const form: Record<string, string | boolean> = {};
  for (const f of fields) {
    const v = record?.[f.key];
    form[f.key] = f.kind === 'checkbox' ? Boolean(v) : f.kind === 'lines' ? ((v as string[] | undefined) ?? []).join('\n') : String(v ?? '');
  }
  return form;
}

function toBody(fields: FieldSpec[], form: Record<string, string | boolean>): Values {
  const body: Values = {};
  for (const f of fields) {
    const v = form[f.key];
    if (f.kind === 'checkbox') body[f.key] = Boolean(v);
    else if (f.kind === 'lines') body[f.key] = String(v).split('\n').map((l) => l.trim()).filter(Boolean);
    else body[f.key] = f.key === 'imageUrl' && !v ? null : String(v);
  }
  return body;
}

export function RecordEditor(props: {
  title: string;
  fields: FieldSpec[];
  record: Values | null;
  onClose: () => void;
  onSave: (body: Values) => Promise<unknown>;
}) {
  const { title, fields, record, onClose, onSave } = props;
  const [form, setForm] = useState(() => toForm(fields, record));
  const [saving, setSaving] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      await onSave(toBody(fields, form));
      toast.success('Saved');
      onClose();
    } catch (error) {
      toast.error('Could not save', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-3">
          {fields.map((f) => {
            const id = `field-${f.key}`;
            const set = (v: string | boolean) => setForm((s) => ({ ...s, [f.key]: v }));
            if (f.kind === 'checkbox')
              return (
                <label key={f.key} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={Boolean(form[f.key])} onChange={(e) => set(e.target.checked)} />
                  {f.label}
                </label>
              );
            return (
              <div key={f.key} className="flex flex-col gap-1.5">
                <Label htmlFor={id}>{f.label}</Label>
                {f.key === 'imageUrl' ? (
                  <ImageUploadField id={id} value={String(form[f.key])} onChange={set} />
                ) : f.kind === 'text' ? (
                  <Input id={id} value={String(form[f.key])} disabled={f.isId && record !== null} onChange={(e) => set(e.target.value)} />
                ) : (
                  <Textarea id={id} rows={f.kind === 'lines' ? 4 : 6} value={String(form[f.key])} onChange={(e) => set(e.target.value)} />
                )}
              </div>
            );
          })}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
