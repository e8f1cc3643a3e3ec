import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/catalog/back-link';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Page, PageHeader } from '@/components/layout/page';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { seriesEditorQueryOptions, useDeleteSeries, useSaveSeries } from '../api/series-api';
import { SeriesForm } from './series-form';
import { toFormValues } from './series-form-values';

/** /series/{id}/edit (admin guard in the route); /series/new/edit creates one. */
export function SeriesEditScreen({ seriesId, podcastId }: { seriesId: string; podcastId?: string }) {
  const creating = seriesId === 'new';
  const editor = useQuery({ ...seriesEditorQueryOptions(seriesId), enabled: !creating });
  const save = useSaveSeries();
  const remove = useDeleteSeries();
  const navigate = useNavigate();

  if (!creating && !editor.data) {
    return (
      <Page>
        {editor.isError ? (
          <CatalogError error={editor.error} what="series" back={{ href: paths.seriesList(), label: 'All series' }} onRetry={() => void editor.refetch()} />
        ) : (
          <ListSkeleton rows={4} />
        )}
      </Page>
    );
  }
  const name = editor.data?.series.name;
  return (
    <Page className="max-w-4xl">
      <title>{`${creating ? 'New series' : `Edit ${name}`} · Rooted`}</title>
      <BackLink to={creating ? paths.seriesList() : paths.series(seriesId)}>{creating ? 'All series' : name}</BackLink>
      <PageHeader title={creating ? 'New series' : 'Edit series'} description="Episodes play in publication order. Everything is saved together." />
      <div className="mt-8">
        <SeriesForm
          key={seriesId}
          initial={toFormValues(editor.data, podcastId)}
          seriesId={creating ? undefined : seriesId}
          saving={save.isPending}
          onSave={(values) =>
            save.mutate(
              { ...values, seriesId: creating ? undefined : seriesId },
              {
                onSuccess: ({ id }) => {
                  toast.success('Series saved');
                  void navigate(paths.series(id));
                },
                onError: (error) => toast.error('Could not save the series', { description: error.message }),
              },
            )
          }
          actions={
            !creating && (
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button type="button" variant="ghost" className="text-destructive">
                    <Trash2 aria-hidden /> Delete series
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogHeader>
                    <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
                    <AlertDialogDescription>The episodes stay in the podcast; the series, its recaps and listeners' subscriptions to it are removed.</AlertDialogDescription>
                  </AlertDialogHeader>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Cancel</AlertDialogCancel>
                    <AlertDialogAction
                      onClick={() =>
                        remove.mutate(seriesId, {
                          onSuccess: () => {
                            toast.success('Series deleted');
                            void navigate(paths.seriesList());
                          },
                          onError: (error) => toast.error('Could not delete the series', { description: error.message }),
                        })
                      }
                    >
                      Delete
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            )
          }
        />
      </div>
    </Page>
  );
}
