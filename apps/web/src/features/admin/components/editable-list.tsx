// Topics or recaps in the Content tab: a list with New, Edit and Delete (delete asks once more inline).
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { editableQueryOptions, useDeleteEditable, useSaveEditable, type EditableKind } from '../api/admin-api';
import { PanelState } from './panel-state';
import { RecordEditor, type FieldSpec } from './record-editor';

const CONFIG: Record<EditableKind, { title: string; noun: string; idKey: string; labelKey: string; fields: FieldSpec[] }> = {
  topics: {
    title: 'Topics',
    noun: 'topic',
    idKey: 'id',
    labelKey: 'name',
    fields: [
      { key: 'id', label: 'Id (lowercase-with-hyphens)', kind: 'text', isId: true },
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'shortDescription', label: 'Short description', kind: 'text' },
      { key: 'description', label: 'Description (markdown)', kind: 'textarea' },
      { key: 'topicType', label: 'Type', kind: 'text' },
      { key: 'imageUrl', label: 'Image URL', kind: 'text' },
      { key: 'questions', label: 'Questions (one per line)', kind: 'lines' },
      { key: 'verses', label: 'Key verses (one per line)', kind: 'lines' },
      { key: 'isPremium', label: 'Premium (supporters only)', kind: 'checkbox' },
    ],
  },
  recaps: {
    title: 'Recaps',
    noun: 'recap',
    idKey: 'recapId',
    labelKey: 'title',
    fields: [
      { key: 'recapId', label: 'Id (lowercase-with-hyphens)', kind: 'text', isId: true },
      { key: 'title', label: 'Title', kind: 'text' },
      { key: 'seriesPrefix', label: 'Series prefix', kind: 'text' },
      { key: 'body', label: 'Body (markdown)', kind: 'textarea' },
      { key: 'keyVerses', label: 'Key verses (one per line)', kind: 'lines' },
    ],
  },
};

export function EditableList({ kind }: { kind: EditableKind }) {
  const cfg = CONFIG[kind];
  const { data, isPending, error } = useQuery(editableQueryOptions(kind));
  const save = useSaveEditable(kind);
  const remove = useDeleteEditable(kind);
  const [editing, setEditing] = useState<Record<string, unknown> | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<string | null>(null);
  const idOf = (r: Record<string, unknown>) => String(r[cfg.idKey]);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{cfg.title}</CardTitle>
        <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
          <Plus aria-hidden />
          New {cfg.noun}
        </Button>
      </CardHeader>
      <CardContent className="divide-y">
        {!data ? (
          <PanelState isPending={isPending} error={error} />
        ) : (
          data.map((r) => (
            <div key={idOf(r)} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="font-medium">{String(r[cfg.labelKey])}</span>
              {r.isPremium === true && <Badge variant="accent">Premium</Badge>}
              <span className="ml-auto flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => setEditing(r)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant={confirming === idOf(r) ? 'destructive' : 'ghost'}
                  onClick={() => {
                    if (confirming !== idOf(r)) return setConfirming(idOf(r));
                    remove.mutate(idOf(r), { onError: (e) => toast.error('Could not delete', { description: e.message }) });
                    setConfirming(null);
                  }}
                >
                  {confirming === idOf(r) ? 'Confirm delete' : 'Delete'}
                </Button>
              </span>
            </div>
          ))
        )}
      </CardContent>
      {editing !== undefined && (
        <RecordEditor
          title={editing ? `Edit ${cfg.noun}` : `New ${cfg.noun}`}
          fields={cfg.fields}
          record={editing}
          onClose={() => setEditing(undefined)}
          onSave={(body) => save.mutateAsync({ id: editing ? idOf(editing) : null, body })}
        />
      )}
    </Card>
  );
}
