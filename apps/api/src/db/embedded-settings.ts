/**
 * The settings the embedded PostgreSQL server starts with (`postgres -c name=value`), beside what initdb wrote
 * in its postgresql.conf. Why each is chosen: docs/database.md#server-settings.
 */

/** Linux and macOS limit a unix socket's path (sun_path) to 108 and 104 bytes, the final NUL included. */
const SOCKET_PATH_MAX = process.platform === 'linux' ? 107 : 103;

/** True when the server's socket `<dir>/.s.PGSQL.<port>` (the longest port has 5 digits) fits in a socket path. */
export function socketFits(dir: string): boolean {
  return Buffer.byteLength(`${dir}/.s.PGSQL.65535`) <= SOCKET_PATH_MAX && !dir.includes(',');
}

/**
 * `dir` is the cluster's folder: its unix socket is put there when the path fits (only the cluster's owner, and
 * root, can enter it), else the server has TCP on the loopback only.
 */
export function serverSettings(dir: string, durable: boolean): string[] {
  const socketDir = socketFits(dir) ? dir : '';
  const settings = [
    'listen_addresses=127.0.0.1',
    `unix_socket_directories=${socketDir}`,
    'unix_socket_permissions=0700',
    'lc_messages=C',
  ];
  if (durable) {
    settings.push(
      'logging_collector=on',
      'log_directory=log',
      'log_filename=postgresql-%a.log',
      'log_truncate_on_rotation=on',
      'log_rotation_age=1d',
      'log_rotation_size=0',
    );
  } else {
    settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200');
  }
  return settings;
}
