/** Where public uploads (the company logo, rich-text images) are served: `/web/v1/public-files/<32 random characters>.png|.jpg`. */
export const PUBLIC_FILE_URL_PREFIX = '/web/v1/public-files/';
export const PUBLIC_FILE_NAME = /^[A-Za-z0-9_-]{32}\.(png|jpg)$/;
