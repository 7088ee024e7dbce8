import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../ui/button';
import { BrandMark } from './brand';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <BrandMark className="size-12" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Go to the home page
      </Link>
    </main>
  );
}
