// libcurl for Swift: curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call, so each kind of argument gets a typed wrapper.
#ifndef RECIPES_CCURL_SHIM_H
#define RECIPES_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*recipes_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode recipes_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode recipes_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode recipes_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode recipes_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode recipes_curl_set_data_callback(CURL *handle, CURLoption option, recipes_curl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode recipes_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode recipes_curl_get_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
