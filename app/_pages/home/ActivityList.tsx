import type { Activity } from '@/lib/content';

/** The club's activities, each with how often it happens when the club says so (read after `frequencyLabel`). */
export function ActivityList({ activities, frequencyLabel }: { activities: readonly Activity[]; frequencyLabel: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {activities.map((activity) => (
        <li key={activity.name} className="card flex flex-col p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="text-xl font-semibold">{activity.name}</h3>
            {activity.frequency && (
              <p className="rounded-full bg-summit-400/20 px-2.5 py-0.5 text-sm font-semibold text-summit-700">
                <span className="sr-only">{frequencyLabel} </span>
                {activity.frequency}
              </p>
            )}
          </div>
          <p className="mt-2 text-slate-700">{activity.description}</p>
        </li>
      ))}
    </ul>
  );
}
