-- What an authoring tool's export holds (docs/content-packages.md#files): an activity folder, a
-- SCORM package's above all, also keeps its stylesheets, fonts, data files, subtitles and the
-- images and sounds of the web's other formats. The files of other libraries keep the types they had
-- (media-types.ts decides what each library takes).
ALTER TABLE files DROP CONSTRAINT files_type_check;
ALTER TABLE files ADD CONSTRAINT files_type_check CHECK (type IN (
  'image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'application/pdf', 'audio/mpeg', 'audio/mp3',
  'video/mp4', 'video/webm', 'video/ogg', 'video/avi', 'video/x-msvideo', 'video/quicktime', 'video/x-ms-wmv', 'video/x-flv',
  'text/html', 'text/javascript',
  'text/css', 'application/json', 'application/xml', 'text/plain', 'text/vtt',
  'font/woff', 'font/woff2', 'font/ttf', 'font/otf', 'application/vnd.ms-fontobject',
  'image/webp', 'image/x-icon', 'audio/wav', 'audio/ogg', 'audio/mp4'
));
